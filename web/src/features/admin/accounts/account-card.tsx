import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { usePageMeta } from '../../../components/page-meta';
import { site } from '../../../config/site';
import { loginPath } from '../shared/session-redirect';
import '../shared/admin-form.css';
import './login-page.css';
import './accounts.css';

interface Props {
  title: string;
  /** The page's description for its meta tag (never indexed). */
  description: string;
  children: ReactNode;
}

/** The frame of the pages reached without a session (accept an invitation, reset a password): the login's card. */
export function AccountCard({ title, description, children }: Props) {
  usePageMeta(title, description, { noindex: true });
  return (
    <div className="admin-login">
      {/* Not a labelled region: its title holds the word "password", which would make the card a match for the fields' own labels. */}
      <div className="admin-login__card">
        <div className="admin-login__mark" aria-hidden="true">
          <KeyRound width={28} height={28} />
        </div>
        <p className="admin-login__kicker">{site.name}</p>
        <h1 className="admin-login__title">{title}</h1>
        {children}
        <p className="account-card__back">
          <Link to={loginPath}>Back to sign in</Link>
        </p>
      </div>
    </div>
  );
}

/** What a used or expired link shows instead of its form. */
export function LinkRefused({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="account-card__refused">
      <p className="admin-login__ended" role="alert">
        {text}
      </p>
      {action}
    </div>
  );
}
