/**
 * The public forms' invisible spam guard (functions/core/spam): a hidden field
 * people never see (bots fill it), and a short-lived token fetched from the
 * server when the form is first used (the pages are static, so it cannot be
 * in the HTML); the token proves the post came from this page and how long
 * the visitor took. Both go with the submission; the visitor notices nothing.
 */
import { useEffect, useRef } from 'react';
import { routes } from '@contract/routes';
import { type GuardedForm, guardFieldNames } from '@contract/spam';
import { callApi } from './api';

export interface FormGuard {
  /** For the form's focus and input events: the first one fetches the token. */
  start: () => void;
  /** The guard's fields for the request body; the next use of the form fetches a fresh token. */
  fields: () => Promise<Record<(typeof guardFieldNames)[keyof typeof guardFieldNames], string>>;
  honeypot: React.RefObject<HTMLInputElement | null>;
}

export function useFormGuard(form: GuardedForm): FormGuard {
  const token = useRef<Promise<string> | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const start = () => {
    token.current ??= callApi(routes.formToken, { body: { form } }).then(
      (answer) => answer.data?.token ?? '',
      () => '',
    );
  };
  const fields = async () => {
    start();
    const formToken = await (token.current as Promise<string>);
    token.current = null;
    return { [guardFieldNames.honeypot]: honeypot.current?.value ?? '', [guardFieldNames.token]: formToken };
  };
  return { start, fields, honeypot };
}

/** The honeypot: off screen and hidden from assistive technology, out of the tab order, never autofilled. */
export function Honeypot({ guard }: { guard: FormGuard }) {
  // Typed into before the page hydrated: the form is in use already, so its token is fetched now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useEffect(() => {
    const form = guard.honeypot.current?.form;
    if (form && (form.contains(document.activeElement) || [...form.elements].some(typedInto))) guard.start();
  }, []);
  return (
    <div className="form-guard" aria-hidden="true">
      <label>
        Website
        <input ref={guard.honeypot} type="text" name={guardFieldNames.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

const typedInto = (element: Element) =>
  (element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && /^(text|email|tel)$/.test(element.type))) &&
  element.name !== guardFieldNames.honeypot &&
  element.value !== '';
