import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { Redirect } from '@contract/redirects';
import { routes } from '@contract/routes';
import { redirectSchema } from '@contract/schemas/redirect';
import { FieldError } from '../../../components/forms/form-field';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { isAcknowledged } from '../../../lib/api';
import { focusFirstInvalid } from '../shared/focus-invalid';
import { failureText, type useAdminCall } from '../shared/use-admin-call';

interface Props {
  call: ReturnType<typeof useAdminCall>;
  onAdded: (redirect: Redirect) => void;
}

const fields = [
  {
    name: 'from',
    label: 'Old path',
    placeholder: '/old-site/about-us.html',
    hint: 'An address of the old site, or of this one that no longer has a page.',
  },
  { name: 'to', label: 'New path', placeholder: '/about', hint: 'A page of this site: visitors to the old path land here.' },
] as const;

/** Old path and new path: adds a manual redirect; the server's refusals (loops, chains, pages of the site) show under their field. */
export function RedirectForm({ call, onAdded }: Props) {
  const id = useId();
  const form = useSchemaForm({ schema: redirectSchema, initial: { from: '', to: '' }, clearOnEdit: true });
  const [failure, setFailure] = useState<string>();

  const save = form.handleSubmit(
    async (value) => {
      setFailure(undefined);
      const answer = await call(routes.createRedirect, { body: value });
      if (answer.status === 401) return;
      if (isAcknowledged(answer) && answer.data) {
        onAdded(answer.data);
        form.reset();
        toast.success(answer.msg ?? 'Redirect added.');
        return;
      }
      if (answer.errors) return form.showServerErrors(answer.errors);
      setFailure(failureText(answer));
    },
    { onInvalid: (errors) => focusFirstInvalid(form.formRef.current, errors) },
  );

  const { errors, values } = form;
  return (
    <form {...form.formProps(save)} className="admin-form redirect-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="redirects__title">
        Add a redirect
      </h2>
      <p className="admin-form__intro">Paths of this site only, starting with "/": a redirect never leads away from the site.</p>
      <div className="redirect-form__row">
        {fields.map(({ name, label, placeholder, hint }) => (
          <div key={name} className={`admin-form__field${errors[name] ? ' admin-form__field--invalid' : ''}`} data-field={name}>
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              value={values[name] ?? ''}
              aria-required="true"
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={`${id}-${name}-hint${errors[name] ? ` ${id}-${name}-error` : ''}`}
              onChange={(event) => form.set(name)(event.target.value)}
            />
            <p id={`${id}-${name}-hint`} className="admin-form__hint">
              {hint}
            </p>
            <FieldError id={`${id}-${name}-error`} message={errors[name]} />
          </div>
        ))}
      </div>
      {failure && (
        <p className="admin-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary" disabled={form.sending}>
          Add redirect
        </button>
      </div>
    </form>
  );
}
