import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { ErasureReport } from '@contract/leads';
import { routes } from '@contract/routes';
import { erasureSchema } from '@contract/schemas/leads';
import { usePageMeta } from '../../../components/page-meta';
import { isAcknowledged } from '../../../lib/api';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { LineInput } from '../shared/line-input';
import { SpinIcon } from '../shared/spin-icon';
import { failureText, useAdminCall } from '../shared/use-admin-call';
import { ErasureConfirm } from './erasure-confirm';
import { holdsNothing } from './erasure-counts';
import { ErasureResult } from './erasure-result';
import { NothingStored } from './nothing-stored';
import '../shared/admin-screen.css';
import '../shared/admin-form.css';
import './privacy-screen.css';

type Step =
  | { kind: 'enter' }
  | { kind: 'nothing'; email: string }
  | { kind: 'confirm'; email: string; found: ErasureReport }
  | { kind: 'done'; email: string; report: ErasureReport };

/**
 * Owners: erase every record held for one e-mail address, as a privacy request asks. Steps:
 * the address; a lookup that counts what is stored (nothing stored: nothing to erase); a
 * confirmation that names those counts; then what the erasure, which counts again, deleted.
 */
export function PrivacyScreen() {
  usePageMeta('Privacy', 'Erase the personal data held for one e-mail address.', { noindex: true });
  const headingId = useId();
  const call = useAdminCall();
  const [step, setStep] = useState<Step>({ kind: 'enter' });
  const [erasing, setErasing] = useState(false);
  const form = useSchemaForm({ schema: erasureSchema, initial: { email: '' }, clearOnEdit: true });
  const input = useRef<HTMLInputElement>(null);
  const error = form.errors.email;

  const review = form.handleSubmit(async ({ email: typed }) => {
    const email = typed.toLowerCase();
    const result = await call(routes.lookupAddress, { query: { email } });
    if (result.status === 401) return;
    if (!isAcknowledged(result) || !result.data) return void toast.error(failureText(result));
    setStep(holdsNothing(result.data) ? { kind: 'nothing', email } : { kind: 'confirm', email, found: result.data });
  });
  const startOver = () => {
    form.reset();
    setStep({ kind: 'enter' });
    // After the form is back on screen.
    requestAnimationFrame(() => input.current?.focus());
  };
  const erase = async (email: string) => {
    setErasing(true);
    const result = await call(routes.eraseAddress, { body: { email } });
    setErasing(false);
    if (result.status === 401) return;
    if (isAcknowledged(result) && result.data) setStep({ kind: 'done', email, report: result.data });
    else toast.error(failureText(result));
  };

  return (
    <section className="admin-screen privacy-screen" aria-labelledby={headingId}>
      <div className="admin-screen__head">
        <h1 id={headingId} className="admin-screen__title">
          Erase personal data
        </h1>
      </div>
      <p className="admin-form__intro privacy-screen__intro">
        Deletes every contact message and hiring enquiry sent from one e-mail address, with their notes, and its newsletter subscription, in
        one step. It first shows what is stored for the address. The audit log records the erasure with the address masked.
      </p>

      {step.kind === 'enter' && (
        <form className="privacy-screen__card" noValidate onSubmit={(event) => void review(event)}>
          <LineInput
            inputRef={input}
            id="erase-email"
            label="Email"
            type="email"
            autoComplete="off"
            value={form.values.email}
            error={error}
            onChange={form.set('email')}
            marksBox
          />
          <div className="admin-form__actions">
            <button type="submit" className="btn btn--primary" disabled={form.sending} aria-busy={form.sending}>
              {form.sending && <SpinIcon size={18} />} Continue
            </button>
          </div>
        </form>
      )}

      {step.kind === 'confirm' && (
        <ErasureConfirm
          email={step.email}
          found={step.found}
          erasing={erasing}
          onErase={() => void erase(step.email)}
          onCancel={startOver}
        />
      )}

      {step.kind === 'nothing' && <NothingStored email={step.email} onAgain={startOver} />}

      {step.kind === 'done' && <ErasureResult email={step.email} report={step.report} onAgain={startOver} />}
    </section>
  );
}
