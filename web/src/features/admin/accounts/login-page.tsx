import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { LockKeyhole } from 'lucide-react';
import { routes } from '@contract/routes';
import { messages } from '@contract/messages';
import { loginSchema, type LoginInput } from '@contract/validation';
import { callApi, isAcknowledged } from '../../../lib/api';
import { hasLiveToken, saveAdminToken } from '../../../lib/session';
import { usePageMeta } from '../../../components/page-meta';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { site } from '../../../config/site';
import { isExpiredState, returnPath } from '../shared/session-redirect';
import '../shared/admin-form.css';
import './login-page.css';
import { LineInput } from '../shared/line-input';
import { SpinIcon } from '../shared/spin-icon';

type LoginField = keyof LoginInput;
const other = { email: 'password', password: 'email' } as const;
const loginInputs = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

export function LoginPage() {
  usePageMeta('Admin login', `Sign in to the ${site.name} admin back office.`, { noindex: true });
  const navigate = useNavigate();
  const { state } = useLocation();
  // After a session ended mid-work: say so, and go back to that page once signed in.
  const expired = isExpiredState(state);
  const next = returnPath(state);
  // The rules are loginSchema's, checked at every edit; which message shows when is the spec's (§5).
  const form = useSchemaForm({ schema: loginSchema, initial: { email: '', password: '' } satisfies LoginInput, validateOn: 'change' });
  const [failure, setFailure] = useState<string>();

  if (hasLiveToken() && !form.sending) return <Navigate to={next} replace />;

  /** A wrong entry shows at once; an empty field's prompt once the other field was touched, or on submit. */
  const errorOf = (name: LoginField) => {
    const shown = form.values[name].trim() !== '' || form.submitted || form.touched[other[name]];
    return shown ? form.errors[name] : undefined;
  };
  const errors = { email: errorOf('email'), password: errorOf('password') };

  const send = form.handleSubmit(async ({ email }) => {
    const result = await callApi(routes.adminLogin, { body: { email, password: form.values.password } });
    if (isAcknowledged(result) && result.token) {
      saveAdminToken(result.token);
      toast.success(messages.loginToast);
      void navigate(next, { replace: true });
      return;
    }
    form.showServerErrors(result.errors);
    const text = result.status === 0 || !result.msg ? messages.serverUnreachable : result.msg;
    setFailure(text);
    toast.error(text);
  });
  const submit = (event: FormEvent) => {
    setFailure(undefined);
    void send(event);
  };

  return (
    <div className="admin-login">
      <section className="admin-login__card" aria-labelledby="admin-login-title">
        <div className="admin-login__mark" aria-hidden="true">
          <LockKeyhole width={28} height={28} />
        </div>
        <p className="admin-login__kicker">{site.name}</p>
        <h1 id="admin-login-title" className="admin-login__title">
          Admin Login
        </h1>
        {expired && (
          <p className="admin-login__ended" role="status">
            Your session has ended. Sign in again to continue.
          </p>
        )}
        <form className="admin-login__form" onSubmit={submit} noValidate aria-busy={form.sending}>
          {loginInputs.map(({ name, ...input }) => (
            <LineInput
              key={name}
              id={`admin-login-${name}`}
              {...input}
              value={form.values[name]}
              error={errors[name]}
              onChange={(value) => form.set(name)(value)}
              onBlur={() => form.touch(name)}
            />
          ))}
          {failure && (
            <p className="admin-form__error admin-login__failure" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn--primary admin-login__submit" disabled={form.sending}>
            {form.sending ? (
              <>
                <SpinIcon size={18} /> Signing in…
              </>
            ) : (
              'Login'
            )}
          </button>
        </form>
        <p className="admin-login__forgot">
          <Link to="/admin/forgot-password">Forgot password?</Link>
        </p>
      </section>
    </div>
  );
}
