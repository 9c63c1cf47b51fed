import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { FieldError } from '../../../components/forms/form-field';
import { CharCounter } from '../shared/char-counter';
import type { FormField, GroupEntryField } from './form-fields';
import './group-field.css';

type Entry = Record<string, string>;

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The entries a group's form value holds (their JSON), each field as text; anything unreadable is no entries. */
function entriesOf(value: string, fields: readonly GroupEntryField[]): Entry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((item) => {
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    // A whole-number field (a year, a count) is stored as a number: it is edited as its digits.
    return Object.fromEntries(fields.map(({ name }) => [name, asText(entry[name])]));
  });
}

interface GroupFieldProps {
  field: FormField;
  inputId: string;
  /** The field's hint (and "Optional"), as the other fields say it. */
  hint: string;
  value: string;
  onChange: (value: string, byUser: boolean) => void;
  error?: string;
}

/** Which entry field a "Facts, entry 2: Label is required." message is about, to mark that input. */
function refusedInput(field: FormField, error: string | undefined): { place: number; name: string } | undefined {
  const found = error?.match(/^.+, entry (\d+): (.*)$/);
  const sub = found && field.entries?.find((entry) => found[2]?.startsWith(entry.label));
  return found && sub ? { place: Number(found[1]), name: sub.name } : undefined;
}

/**
 * A repeating group (a case study's facts): its entries as cards, each with
 * its fields and buttons to move it up or down or remove it, and a button
 * that adds one. Focus follows the entry a button acted on, and moves and
 * removals are announced.
 */
export function GroupField({ field, inputId, hint, value, onChange, error }: GroupFieldProps) {
  const fields = field.entries ?? [];
  const entries = entriesOf(value, fields);
  const maxItems = field.maxItems ?? Number.POSITIVE_INFINITY;
  const full = entries.length >= maxItems;
  // Stable keys, so an entry's inputs and buttons move with it (and keep focus).
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < entries.length) keys.current.push(nextKey.current++);
  keys.current.length = entries.length;
  // The control to focus once the change has rendered.
  const focusNext = useRef<string>(undefined);
  // What the live region says; a new node each time, so the same words twice are said twice.
  const [said, setSaid] = useState({ text: '', count: 0 });
  useEffect(() => {
    if (focusNext.current === undefined) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const ids = { hint: `${inputId}-hint`, max: `${inputId}-max`, error: `${inputId}-error`, add: `${inputId}-add` };
  const idOf = (key: number | undefined, control: string) => `${inputId}-${key}-${control}`;
  // An entry's inputs have ids of their own kind, so a field named like a control (a step's "title") never takes the heading's id.
  const inputIdOf = (key: number | undefined, name: string) => idOf(key, `field-${name}`);
  const firstInput = (key: number | undefined) => inputIdOf(key, fields[0]?.name ?? '');
  const refused = refusedInput(field, error);

  const commit = (next: Entry[], nextKeys: number[], focus: string, words = '') => {
    keys.current = nextKeys;
    focusNext.current = focus;
    setSaid((last) => ({ text: words, count: last.count + 1 }));
    onChange(JSON.stringify(next), true);
  };
  const add = () => {
    const key = nextKey.current++;
    commit([...entries, Object.fromEntries(fields.map(({ name }) => [name, '']))], [...keys.current, key], firstInput(key));
  };
  const remove = (index: number) => {
    const rest = keys.current.filter((_, i) => i !== index);
    const focus = index < rest.length ? firstInput(rest[index]) : ids.add;
    commit(
      entries.filter((_, i) => i !== index),
      rest,
      focus,
      `Entry ${index + 1} removed.`,
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const swap = <T,>(list: T[]) => list.map((item, i) => (i === index ? list[to] : i === to ? list[index] : item) as T);
    const key = keys.current[index];
    // The same button of the moved entry, or its other one where this one is now disabled (at the top or the bottom).
    const button = by === -1 ? (to === 0 ? 'down' : 'up') : to === entries.length - 1 ? 'up' : 'down';
    commit(swap(entries), swap(keys.current), idOf(key, button), `Entry ${index + 1} moved to position ${to + 1}.`);
  };
  const edit = (index: number, name: string, text: string) =>
    onChange(JSON.stringify(entries.map((entry, i) => (i === index ? { ...entry, [name]: text } : entry))), true);

  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={`admin-form__field group-field${error ? ' admin-form__field--invalid' : ''}`}
      data-field={field.name}
      aria-describedby={describedBy}
    >
      <legend className="admin-form__label">{field.label}</legend>
      {hint && (
        <p id={ids.hint} className="admin-form__hint">
          {hint}
        </p>
      )}
      {entries.length > 0 && (
        <ol className="group-field__entries">
          {entries.map((entry, index) => {
            const key = keys.current[index];
            const name = `${field.label} entry ${index + 1}`;
            return (
              <li key={key} className="group-field__entry">
                <fieldset aria-labelledby={idOf(key, 'title')} className="group-field__card">
                  <div className="group-field__head">
                    <span id={idOf(key, 'title')} className="group-field__title">
                      <span className="visually-hidden">{field.label}</span> Entry {index + 1}
                    </span>
                    <div className="group-field__actions">
                      <button
                        type="button"
                        id={idOf(key, 'up')}
                        className="group-field__button"
                        aria-label={`Move ${name} up`}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp aria-hidden="true" width={18} height={18} />
                      </button>
                      <button
                        type="button"
                        id={idOf(key, 'down')}
                        className="group-field__button"
                        aria-label={`Move ${name} down`}
                        disabled={index === entries.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown aria-hidden="true" width={18} height={18} />
                      </button>
                      <button
                        type="button"
                        className="group-field__button group-field__button--remove"
                        aria-label={`Remove ${name}`}
                        onClick={() => remove(index)}
                      >
                        <Trash2 aria-hidden="true" width={18} height={18} />
                      </button>
                    </div>
                  </div>
                  <div className="group-field__inputs">
                    {fields.map((sub) => (
                      <EntryInput
                        key={sub.name}
                        sub={sub}
                        id={inputIdOf(key, sub.name)}
                        value={entry[sub.name] ?? ''}
                        invalid={refused?.place === index + 1 && refused.name === sub.name}
                        errorId={ids.error}
                        onChange={(text) => edit(index, sub.name, text)}
                      />
                    ))}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className="group-field__add-row">
        <button
          type="button"
          id={ids.add}
          className="btn btn--ghost group-field__add"
          disabled={full}
          aria-describedby={full ? ids.max : undefined}
          onClick={add}
        >
          <Plus aria-hidden="true" width={18} height={18} />
          Add entry <span className="visually-hidden">to {field.label}</span>
        </button>
        {full && (
          <p id={ids.max} className="admin-form__hint">
            {field.label} can have at most {maxItems} entries: remove one to add another.
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status">
        <span key={said.count}>{said.text}</span>
      </p>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}

interface EntryInputProps {
  sub: GroupEntryField;
  id: string;
  value: string;
  /** The group's message is about this input: it is marked and described by it. */
  invalid: boolean;
  errorId: string;
  onChange: (value: string) => void;
}

/** One labelled field of an entry, with its character counter. */
function EntryInput({ sub, id, value, invalid, errorId, onChange }: EntryInputProps) {
  const counterId = `${id}-count`;
  const common = {
    id,
    value,
    'aria-required': sub.required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [sub.maxLength !== undefined && counterId, invalid && errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={`group-field__sub${sub.input === 'textarea' ? ' group-field__sub--wide' : ''}`}>
      <label htmlFor={id}>
        {sub.label} {!sub.required && <span className="group-field__optional">(optional)</span>}
      </label>
      {sub.input === 'select' ? (
        <select {...common} className="admin-form__select" onChange={(event) => onChange(event.target.value)}>
          <option value="">{sub.required ? 'Choose…' : 'None'}</option>
          {sub.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : sub.input === 'textarea' ? (
        <textarea {...common} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {sub.maxLength !== undefined && <CharCounter id={counterId} value={value} max={sub.maxLength} />}
    </div>
  );
}
