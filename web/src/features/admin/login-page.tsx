import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { LoaderCircle, LockKeyhole } from 'lucide-react';
import { routes } from '@contract/routes';
import { messages } from '@contract/messages';
import { loginSchema, simpleEmail } from '@contract/validation';
import { callApi } from '../../lib/api';
import { hasLiveToken, saveAdminToken } from '../../lib/session';
import { usePageMeta } from '../../components/page-meta';
import { site } from '../../config/site';

interface Touched {
  email: boolean;
  password: boolean;
}

/**
 * Spec §5: the e-mail must match the pattern; each field's prompt shows when the
 * other field was touched (or on submit) and this one is empty.
 */
export function loginErrors(email: string, password: string, touched: Touched, submitted: boolean) {
  const errors: { email?: string; password?: string } = {};
  if (email.trim() === '') {
    if (submitted || touched.password) errors.email = loginSchema.email.required;
  } else if (!simpleEmail.test(email.trim())) errors.email = loginSchema.email.checks[0].message;
  if (password === '' && (submitted || touched.email)) errors.password = loginSchema.password.required;
  return errors;
}

export function LoginPage() {
  usePageMeta('Admin login', `Sign in to the ${site.name} admin back office.`, { noindex: true });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Touched>({ email: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (hasLiveToken() && !loading) return <Navigate to="/admin/contact-us" replace />;

  const errors = loginErrors(email, password, touched, submitted);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (Object.keys(loginErrors(email, password, touched, true)).length > 0) return;
    setLoading(true);
    const result = await callApi(routes.adminLogin, { body: { email: email.trim(), password } });
    setLoading(false);
    if (result.msg === messages.loginSuccess && result.token) {
      saveAdminToken(result.token);
      toast.success(messages.loginToast);
      void navigate('/admin/contact-us', { replace: true });
      return;
    }
    const text = result.status === 0 || !result.msg ? messages.serverUnreachable : result.msg;
    setFailure(text);
    toast.error(text);
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
        <form className="admin-login__form" onSubmit={submit} noValidate aria-busy={loading}>
          <div className="admin-form__field">
            <label htmlFor="admin-login-email">Email</label>
            <input
              id="admin-login-email"
              type="email"
              autoComplete="username"
              value={email}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'admin-login-email-error' : undefined}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, email: true }))}
            />
            {errors.email && (
              <p id="admin-login-email-error" className="admin-form__error">
                {errors.email}
              </p>
            )}
          </div>
          <div className="admin-form__field">
            <label htmlFor="admin-login-password">Password</label>
            <input
              id="admin-login-password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'admin-login-password-error' : undefined}
              onChange={(event) => setPassword(event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, password: true }))}
            />
            {errors.password && (
              <p id="admin-login-password-error" className="admin-form__error">
                {errors.password}
              </p>
            )}
          </div>
          {failure && (
            <p className="admin-form__error admin-login__failure" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn--primary admin-login__submit" disabled={loading}>
            {loading ? (
              <>
                <LoaderCircle aria-hidden="true" width={18} height={18} className="admin-spin" /> Signing in…
              </>
            ) : (
              'Login'
            )}
          </button>
        </form>
      </section>
    </div>
  );
}
