import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { describedBy, FieldError, RequiredMark, useFieldIds } from './form-field';
import './forms.css';

export interface ComboboxOption {
  readonly value: string;
  readonly label: string;
}

interface ComboboxProps {
  label: string;
  name: string;
  options: readonly ComboboxOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  required?: boolean;
}

/** Options whose label starts with the query first, then those that contain it. */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const wanted = query.trim().toLocaleLowerCase('en');
  if (!wanted) return [...options];
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const label = option.label.toLocaleLowerCase('en');
    if (label.startsWith(wanted)) starts.push(option);
    else if (label.includes(wanted) || option.value.toLocaleLowerCase('en') === wanted) contains.push(option);
  }
  return [...starts, ...contains];
}

/**
 * A searchable single select following the ARIA 1.2 combobox pattern: a text
 * input with a listbox popup, the active option announced through
 * aria-activedescendant. Arrow keys move, Enter picks, Escape closes.
 */
export function Combobox({ label, name, options, value, onChange, error, placeholder, required = true }: ComboboxProps) {
  const ids = useFieldIds();
  const listId = useId();
  const selected = options.find((option) => option.value === value);
  const [query, setQuery] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // An outside reset (the form clearing) shows the new value.
  useEffect(() => {
    setQuery(selected?.label ?? '');
  }, [selected?.label]);

  const showingAll = selected !== undefined && query === selected.label;
  const shown = useMemo(() => (showingAll ? [...options] : filterOptions(options, query)), [options, query, showingAll]);

  // Keep the active option in view.
  useEffect(() => {
    if (!open) return;
    const element = listRef.current?.children[active] as HTMLElement | undefined;
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  // A click outside closes the list and puts back the chosen label.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  });

  function openList(at?: number) {
    setOpen(true);
    const index =
      at ??
      Math.max(
        0,
        shown.findIndex((option) => option.value === value),
      );
    setActive(index);
  }

  function close() {
    setOpen(false);
    setQuery(selected?.label ?? '');
  }

  function pick(option: ComboboxOption) {
    onChange(option.value);
    setQuery(option.label);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.min(shown.length - 1, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.max(0, index - 1));
        break;
      case 'PageDown':
        if (open) {
          event.preventDefault();
          setActive((index) => Math.min(shown.length - 1, index + 10));
        }
        break;
      case 'PageUp':
        if (open) {
          event.preventDefault();
          setActive((index) => Math.max(0, index - 10));
        }
        break;
      case 'Enter': {
        const option = shown[active];
        if (open && option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (query) {
          setQuery('');
        }
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  }

  const activeOption = open ? shown[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="form-field" ref={rootRef}>
      <label className="form-field__label" htmlFor={ids.inputId}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="form-combobox">
        <input
          ref={inputRef}
          id={ids.inputId}
          name={`${name}-search`}
          className={`form-field__control form-combobox__input ${error ? 'form-field__control--invalid' : ''}`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(ids, { error })}
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => (open ? undefined : openList())}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="form-combobox__toggle"
          tabIndex={-1}
          aria-label={open ? `Close ${label} list` : `Open ${label} list`}
          onClick={() => {
            if (open) close();
            else openList();
            inputRef.current?.focus();
          }}
        >
          <ChevronDown size={20} aria-hidden="true" />
        </button>
        <input type="hidden" name={name} value={value} />
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA APG combobox pattern; the list is a listbox driven from the input */}
        <ul id={listId} ref={listRef} role="listbox" aria-label={label} className="form-combobox__list" hidden={!open}>
          {open && shown.length === 0 && (
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive: a disabled option of the APG listbox; focus stays in the input (aria-activedescendant)
            <li className="form-combobox__empty" role="option" aria-disabled="true" aria-selected="false">
              No match for “{query}”
            </li>
          )}
          {open &&
            shown.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an APG listbox option; focus stays in the input, whose keys move aria-activedescendant and pick
              <li
                key={option.value}
                id={optionId(index)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the APG listbox above
                role="option"
                aria-selected={option.value === value}
                className={`form-combobox__option ${index === active ? 'form-combobox__option--active' : ''}`}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseMove={() => (index === active ? undefined : setActive(index))}
              >
                {option.label}
              </li>
            ))}
        </ul>
      </div>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
