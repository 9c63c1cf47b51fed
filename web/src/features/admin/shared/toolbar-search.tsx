/**
 * A table's search box above its rows: the text is the field's own while it
 * is typed, and the list (in the URL) follows once typing settles.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { maxSearchLength } from '@contract/list-query';
import './table-toolbar.css';

/** Typing settles for this long before the URL (and the rows) follow. */
const typingPause = 250;

interface ToolbarSearchProps {
  label: string;
  /** What the list searches for now; the field follows it when it changes from elsewhere (Back, Clear filters). */
  value: string;
  onSettle: (value: string) => void;
}

export function ToolbarSearch({ label, value, onSettle }: ToolbarSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = next;
      onSettle(next);
    }, typingPause);
  };

  return (
    <div className="table-toolbar__field table-toolbar__field--search">
      <label htmlFor={id}>{label}</label>
      <span className="table-toolbar__search">
        <Search aria-hidden="true" width={18} height={18} />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={maxSearchLength}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change(event.target.value)}
        />
      </span>
    </div>
  );
}
