import { useEffect, useId, useRef } from 'react';
import type { ErasureReport } from '@contract/leads';
import { SpinIcon } from '../shared/spin-icon';
import { countedRecords } from './erasure-counts';

interface Props {
  email: string;
  /** What the lookup found: the question names these counts. */
  found: ErasureReport;
  erasing: boolean;
  onErase: () => void;
  onCancel: () => void;
}

/** The step before an erasure: what goes, counted, for good. Focus moves to its question, so a keyboard or screen-reader user lands on it. */
export function ErasureConfirm({ email, found, erasing, onErase, onCancel }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="privacy-screen__card privacy-screen__card--warning" aria-labelledby={id}>
      <h2 ref={heading} id={id} tabIndex={-1} className="privacy-screen__subtitle">
        Erase everything held for {email}?
      </h2>
      <p className="privacy-screen__found">Stored for this address: {countedRecords(found).join(', ')}.</p>
      <p>This deletes, for good:</p>
      <ul>
        <li>every contact message sent from this address, with its notes and status;</li>
        <li>every hiring enquiry sent from this address, with its notes and status;</li>
        <li>its newsletter subscription, confirmed or waiting for confirmation.</li>
      </ul>
      <p>It cannot be undone. Records of other addresses are not touched. Anything stored since this lookup is erased too.</p>
      <div className="admin-form__actions">
        <button type="button" className="btn privacy-screen__danger" disabled={erasing} aria-busy={erasing} onClick={onErase}>
          {erasing && <SpinIcon size={18} />} Erase everything
        </button>
        <button type="button" className="btn btn--ghost" disabled={erasing} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
