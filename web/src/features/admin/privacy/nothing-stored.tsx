import { useEffect, useRef } from 'react';

const nothingStoredText = 'Nothing stored for this address.';

/** The lookup found no record: there is nothing to erase, so no Erase button, only the way back. */
export function NothingStored({ email, onAgain }: { email: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="privacy-screen__card" role="status">
      <h2 ref={heading} tabIndex={-1} className="privacy-screen__subtitle">
        {nothingStoredText}
      </h2>
      <p>No contact message, hiring enquiry or newsletter subscription is held for {email}.</p>
      <div className="admin-form__actions">
        <button type="button" className="btn btn--primary" onClick={onAgain}>
          Look up another address
        </button>
      </div>
    </div>
  );
}
