/**
 * The admin back office's one lazy chunk: every admin route of the data router
 * (web/src/app/admin-routes.tsx) takes its component from here, so the area
 * loads as one chunk (the editor lazier still) that public pages never load.
 * The preview's frame comes along (app/preview-route composes the public
 * features, which no feature may import); the public components it shows stay
 * in their own chunks, loaded when an item of their kind is previewed.
 */
export { PageNotFound } from '../../components/page-not-found';
export { AdminLayout } from './shell/admin-layout';
export { EntityForm } from './content/entity-form';
export { PageDocumentRoute } from './content/page-document-route';
export { PreviewRoute } from '../../app/preview-route';
export { LoginPage } from './accounts/login-page';
export {
  CareerScreen,
  CaseStudiesScreen,
  EventsScreen,
  NewsScreen,
  PressReleaseScreen,
  ServicesScreen,
  TestimonialsScreen,
} from './content/content-screens';
export { ContactUsScreen, HireUsScreen } from './leads/enquiry-screens';
export { ContactLeadScreen, HireLeadScreen } from './leads/lead-detail-screen';
export { SubscribersScreen } from './leads/subscribers-screen';
export { LeadSourcesScreen } from './lead-sources/lead-sources-screen';
export { ApplicationsScreen } from './applications/applications-screen';
export { ApplicationDetailScreen } from './applications/application-detail-screen';
export { AuditScreen } from './audit/audit-screen';
export { PrivacyScreen } from './privacy/privacy-screen';
export { WebhooksScreen } from './webhooks/webhooks-screen';
export { RedirectsScreen } from './redirects/redirects-screen';
export { AcceptInvitePage, ForgotPasswordPage, ResetPasswordPage, AccountPage, UsersScreen } from './accounts/accounts-chunk';
