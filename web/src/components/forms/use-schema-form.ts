/**
 * The one form-state hook of the site: values, per-field errors, touched and
 * submit state, checked against the contract's schema, the very one the
 * function checks again. Small and dependency-free on purpose: the newsletter
 * form sits on every public page, inside the home page's JS budget.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Validation, type Values, validate } from '@contract/validation';
import { typedBeforeHydration } from './typed-before-hydration';

/** Any schema the contract's `validate` accepts. */
export type AnySchema = Parameters<typeof validate>[0];
type Input = Record<string, unknown>;

export interface SchemaFormOptions<S extends AnySchema, V extends Input> {
  schema: S;
  /** The empty form, or a function that makes it (read once, and again by `reset`). */
  initial: V | (() => V);
  /** 'partial' checks only the fields present, as updates do; default 'full'. */
  mode?: 'full' | 'partial';
  /** What is checked when it is not the values themselves (e.g. with an upload key added). */
  input?: (values: V) => Input;
  /**
   * 'submit' (default): errors appear at a submit and stay until the next one.
   * 'change': errors follow every edit; the form decides which of them to show.
   */
  validateOn?: 'submit' | 'change';
  /** With 'submit': editing a field drops its shown error (the admin forms mark each field in place). */
  clearOnEdit?: boolean;
}

export interface SubmitOptions<S extends AnySchema = AnySchema, V extends Input = Input> {
  /** Called with the errors when the check refuses the values; nothing is sent. */
  onInvalid?: (errors: FieldErrors) => void;
  /** This submit's own check, when it differs from the form's (a draft needs less than a publish). */
  check?: (values: V) => Validation<S>;
}

function errorsOf(result: { ok: true } | { ok: false; errors: FieldErrors }): FieldErrors {
  return result.ok ? {} : result.errors;
}

export function useSchemaForm<S extends AnySchema, V extends Input>(options: SchemaFormOptions<S, V>) {
  const { schema, mode = 'full', input = (values: V) => values, validateOn = 'submit', clearOnEdit = false } = options;
  const [initial] = useState<V>(options.initial);
  const [values, setValues] = useState<V>(initial);
  const [checked, setChecked] = useState<FieldErrors>({});
  const [server, setServer] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  // A ref as well as the state: a second click in the same tick must not send twice.
  const busy = useRef(false);
  // The form element, for what was typed into the prerendered page before it hydrated.
  const formRef = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, at mount, against the values the page was rendered with
  useEffect(() => {
    if (formRef.current) {
      const typed = typedBeforeHydration(formRef.current, initial);
      if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    }
  }, []);

  const check = (current: V) => validate(schema, input(current), mode);
  const client = validateOn === 'change' ? errorsOf(check(values)) : checked;
  // A 400 answer names the fields the function refused: shown like the browser's own.
  const errors: FieldErrors = { ...client, ...server };

  const without = (name: PropertyKey) => (current: FieldErrors) => {
    if (!(name in current)) return current;
    const { [name as string]: _dropped, ...rest } = current;
    return rest;
  };

  const set =
    <K extends keyof V>(name: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (clearOnEdit) {
        setChecked(without(name));
        setServer(without(name));
      }
    };

  /** What a field component takes for one form value: its name, value, change handler and error. */
  const field = <K extends keyof V & string>(name: K) => ({ name, value: values[name], onChange: set(name), error: errors[name] });

  const touch = (name: keyof V) => setTouched((current) => ({ ...current, [name]: true }));

  /** Checks the values; only when they pass, `send` runs with the checked value, `sending` true meanwhile. */
  const handleSubmit =
    (send: (value: Values<S>) => Promise<void>, { onInvalid, check: checkThis = check }: SubmitOptions<S, V> = {}) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      setSubmitted(true);
      setServer({});
      const result = checkThis(values);
      setChecked(errorsOf(result));
      if (!result.ok) {
        onInvalid?.(result.errors);
        return;
      }
      busy.current = true;
      setSending(true);
      try {
        await send(result.value);
      } finally {
        busy.current = false;
        setSending(false);
      }
    };

  /**
   * What the <form> element takes: the ref, no browser validation (the
   * schema's messages show instead), busy while sending, and the submit.
   */
  const formProps = (submit: (event: FormEvent) => Promise<void>) => ({
    ref: formRef,
    noValidate: true,
    'aria-busy': sending,
    onSubmit: (event: FormEvent) => void submit(event),
  });

  const reset = () => {
    setValues(initial);
    setChecked({});
    setServer({});
    setTouched({});
    setSubmitted(false);
  };

  return {
    values,
    errors,
    touched,
    submitted,
    sending,
    set,
    field,
    formRef,
    formProps,
    /** Functional update, for changes that depend on the current values. */
    update: setValues,
    touch,
    handleSubmit,
    showServerErrors: (found: FieldErrors | undefined) => setServer(found ?? {}),
    reset,
  };
}
