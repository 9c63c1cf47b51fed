/** The account screens (users, invitations, own account), for the admin chunk (../admin-chunk). */
export { AccountPage } from './account-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { AcceptInvitePage, ResetPasswordPage } from './link-pages';
export { UsersScreen } from './users-screen';
