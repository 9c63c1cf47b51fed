import { useRef } from 'react';
import toast from 'react-hot-toast';

interface Props {
  url: string;
  secret: string;
  onDone: () => void;
}

/** A webhook's signing secret, shown this once (after adding it or making a new one), with a copy button. */
export function WebhookSecret({ url, secret, onDone }: Props) {
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Secret copied.');
    } catch {
      // Without clipboard access the text is selected, ready for Ctrl+C.
      field.current?.select();
    }
  };
  return (
    <div className="webhook-secret" role="status">
      <h2 className="webhook__title">Signing secret</h2>
      <p>
        For <span className="webhook-secret__url">{url}</span>. Copy it now: it is not shown again. Your receiver checks each delivery's
        X-Webhook-Signature with it.
      </p>
      <div className="webhook-secret__row">
        <label htmlFor="webhook-secret" className="visually-hidden">
          Signing secret
        </label>
        <input id="webhook-secret" ref={field} readOnly value={secret} onFocus={(event) => event.target.select()} />
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          Copy secret
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
