/**
 * Every route's spec, one export per route named as the route: what it takes
 * (path parameters, query, body as schemas) and the type of its answer's
 * `data`. Each spec is a module of its own under ./specs, which its handler
 * imports directly, so a function's bundle holds only its own route's schemas;
 * this module gathers them for the SPA's callApi (types only), the stack and
 * the API docs. Apart from ./routes because the SPA loads the route table on
 * every page for its URLs.
 */
export type { BodySpec, ListPaging, ParamsSpec, RouteSpec } from './route-spec';
export type { ContentItem } from './specs/content-params';
export type { Lead } from './specs/lead-params';
export * from './specs/contact-mail';
export * from './specs/hire-us-mail';
export * from './specs/admin-login';
export * from './specs/get-all-career-post';
export * from './specs/get-all-events';
export * from './specs/get-event';
export * from './specs/upcoming-event';
export * from './specs/get-all-press-release';
export * from './specs/get-press-release-details';
export * from './specs/get-all-news';
export * from './specs/get-news-details';
export * from './specs/newsletter-subscribe';
export * from './specs/contact-list';
export * from './specs/hired-list';
export * from './specs/event-list';
export * from './specs/subscriber-list';
export * from './specs/create-image-upload';
export * from './specs/create-career-post';
export * from './specs/create-news';
export * from './specs/create-press-release';
export * from './specs/create-event';
export * from './specs/update-career';
export * from './specs/update-event';
export * from './specs/update-news';
export * from './specs/update-press-release';
export * from './specs/delete-event';
export * from './specs/delete-news';
export * from './specs/delete-press-release';
export * from './specs/delete-career-post';
export * from './specs/get-content-item';
export * from './specs/list-unpublished';
export * from './specs/list-revisions';
export * from './specs/restore-revision';
export * from './specs/refresh-session';
export * from './specs/list-admins';
export * from './specs/invite-admin';
export * from './specs/update-admin-role';
export * from './specs/remove-admin';
export * from './specs/list-assignees';
export * from './specs/change-password';
export * from './specs/accept-invite';
export * from './specs/forgot-password';
export * from './specs/reset-password';
export * from './specs/lead-counts';
export * from './specs/lead-sources';
export * from './specs/list-leads';
export * from './specs/get-lead';
export * from './specs/update-lead';
export * from './specs/add-lead-note';
export * from './specs/delete-lead';
export * from './specs/confirm-subscription';
export * from './specs/unsubscribe';
export * from './specs/delete-subscriber';
export * from './specs/erase-address';
export * from './specs/list-audit';
export * from './specs/lookup-address';
export * from './specs/check-link';
export * from './specs/export-leads';
export * from './specs/export-subscribers';
export * from './specs/list-webhooks';
export * from './specs/create-webhook';
export * from './specs/update-webhook';
export * from './specs/delete-webhook';
export * from './specs/rotate-webhook-secret';
export * from './specs/list-webhook-deliveries';
export * from './specs/test-webhook';
export * from './specs/form-token';
export * from './specs/not-spam-lead';
export * from './specs/list-blocked-senders';
export * from './specs/block-sender';
export * from './specs/unblock-sender';
export * from './specs/create-cv-upload';
export * from './specs/submit-application';
export * from './specs/list-applications';
export * from './specs/get-application';
export * from './specs/update-application';
export * from './specs/application-cv';
