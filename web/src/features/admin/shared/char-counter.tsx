import './char-counter.css';

/** How much of a field's server limit is used (as the server counts: trimmed); over the limit it turns red. */
export function CharCounter({ id, value, max }: { id: string; value: string; max: number }) {
  const used = value.trim().length;
  const over = used > max;
  return (
    <p id={id} className={`char-counter${over ? ' char-counter--over' : ''}`}>
      <span aria-hidden="true">
        {used.toLocaleString('en')}/{max.toLocaleString('en')}
      </span>
      <span className="visually-hidden">{`${used} of ${max} characters${over ? ', over the limit' : ''}`}</span>
    </p>
  );
}

/** Rich text is limited by its markup, far above what anyone types: its counter shows only near the limit. */
export const counterShown = (input: string, value: string, max: number) => input !== 'richtext' || value.length >= max * 0.8;
