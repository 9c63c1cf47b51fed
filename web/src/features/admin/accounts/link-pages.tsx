import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import { isAcknowledged } from '../../../lib/api';
import { saveAdminToken, sessionRole } from '../../../lib/session';
import { firstSectionPath } from '../shared/admin-nav';
import { loginPath } from '../shared/session-redirect';
import { AccountCard, LinkRefused } from './account-card';
import { accountTexts } from './account-texts';
import { LinkPasswordForm } from './link-password-form';
import { useLinkCheck } from './use-link-check';

export const forgotPasswordPath = '/admin/forgot-password';

/** Said while the server checks the link, before either the form or the way forward shows. */
function CheckingLink() {
  return (
    <p className="account-card__intro" role="status">
      Checking your link…
    </p>
  );
}

/** /admin/accept-invite?token=…: the invited user sets a password, is signed in and lands on their first section. */
export function AcceptInvitePage() {
  const link = useLinkCheck('invite');
  const navigate = useNavigate();
  return (
    <AccountCard title="Set your password" description="Accept your invitation to the admin back office.">
      {link.state === 'checking' && <CheckingLink />}
      {link.state === 'refused' && (
        <LinkRefused
          text={messages.linkInvalid}
          action={<p className="account-card__note">Ask an Owner to send you a new invitation.</p>}
        />
      )}
      {link.state === 'usable' && (
        <>
          <p className="account-card__intro">Choose the password you will sign in with.</p>
          <LinkPasswordForm
            kind="invite"
            token={link.token}
            onRefused={link.refuse}
            onDone={(answer) => {
              if (!isAcknowledged(answer) || !answer.token) return link.refuse();
              saveAdminToken(answer.token);
              toast.success(messages.invitationAccepted);
              void navigate(firstSectionPath(sessionRole()) ?? loginPath, { replace: true });
            }}
          />
        </>
      )}
    </AccountCard>
  );
}

/** /admin/reset-password?token=…: a new password from a reset link; then the login. */
export function ResetPasswordPage() {
  const link = useLinkCheck('reset');
  const navigate = useNavigate();
  return (
    <AccountCard title="Choose a new password" description="Set a new password for the admin back office.">
      {link.state === 'checking' && <CheckingLink />}
      {link.state === 'refused' && (
        <LinkRefused
          text={messages.linkInvalid}
          action={
            <Link className="btn btn--primary admin-login__submit" to={forgotPasswordPath}>
              {accountTexts.requestNewLink}
            </Link>
          }
        />
      )}
      {link.state === 'usable' && (
        <LinkPasswordForm
          kind="reset"
          token={link.token}
          onRefused={link.refuse}
          onDone={() => {
            toast.success(messages.passwordReset);
            void navigate(loginPath, { replace: true });
          }}
        />
      )}
    </AccountCard>
  );
}
