import { useEffect, useId, useRef, useState } from 'react';
import { Columns3 } from 'lucide-react';
import './column-chooser.css';

export interface ChoosableColumn {
  key: string;
  header: string;
  shown: boolean;
}

interface Props {
  /** The table's name, so the menu says whose columns it holds. */
  table: string;
  columns: ChoosableColumn[];
  onToggle: (key: string, show: boolean) => void;
}

/**
 * The Columns button and its menu of checkboxes: the table's optional
 * columns, shown or hidden. Escape or a click elsewhere closes it; Escape
 * hands focus back to the button.
 */
export function ColumnChooser({ table, columns, onToggle }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent | FocusEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (box.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={box} className="column-chooser">
      <button
        ref={button}
        type="button"
        className="btn btn--ghost column-chooser__button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Columns3 aria-hidden="true" width={18} height={18} /> Columns
      </button>
      {/* Rendered only while open: closed, its checkboxes would share their labels (Status) with the page's own fields. */}
      {open && (
        <fieldset id={menuId} className="column-chooser__menu">
          <legend className="visually-hidden">Columns shown in {table}</legend>
          {columns.map((column) => (
            <label key={column.key} className="column-chooser__option">
              <input type="checkbox" checked={column.shown} onChange={(event) => onToggle(column.key, event.target.checked)} />
              {column.header}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
