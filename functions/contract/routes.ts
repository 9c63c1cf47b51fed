/**
 * The route table: the one list of API calls. The SPA builds its URLs from it,
 * the local gateway routes with it and the CDK stack creates one Lambda and one
 * HTTP API route per entry from it. Paths are the spec's (§7), under /api.
 */
import { keys, type EntityType } from '../core/db/keys';
import { type PageDocumentType, pageDocumentTypes } from './page-documents';
import { anyRole, editors, owners, recruiters, salesTeam, type Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** public: anyone; admin: a valid bearer token is required. */
export type Access = 'public' | 'admin';

/** DynamoDB actions by name, as the core calls them (functions/core/db/repository.ts). */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

/**
 * Exactly the table calls a function makes, confined by `dynamodb:LeadingKeys`
 * to items whose partition key starts with one of `keyPrefixes` (from
 * functions/core/db/keys.ts). `listIndex` allows Query on the list index,
 * `leadIndexes` on the two lead indexes (enquiries by status, by date and by name).
 */
export interface TableGrant {
  readonly actions: readonly TableAction[];
  readonly keyPrefixes?: readonly string[];
  readonly listIndex?: true;
  readonly leadIndexes?: true;
}

/**
 * What a function may touch; the CDK stack grants exactly this and no more.
 * table: 'read' is every read (items and the list index), 'write' adds
 * Put/Update/Delete on any item (admin routes); a TableGrant is narrower.
 */
export interface Grants {
  readonly table?: 'read' | 'write' | TableGrant;
  /** upload: presign POSTs to uploads/ only; write: check staged uploads, move them to media/, delete images. */
  readonly images?: 'upload' | 'write';
  readonly mail?: true;
  readonly signingKey?: true;
  /** Send messages to the mail worker's queue (functions/contract/workers.ts). */
  readonly mailQueue?: true;
  /** Send messages to the webhook worker's queue (events to announce, test deliveries). */
  readonly webhookQueue?: true;
  /** Write the site bucket's page files (HTML, sitemap.xml, robots.txt) and invalidate them in CloudFront. */
  readonly pages?: 'write';
  /** Read the caller's account (GetItem on ADMIN#): every admin route checks the session and role on each call. */
  readonly session?: true;
  /** Write audit-log entries (PutItem on AUDIT#): every admin write, every sign-in and every export. */
  readonly audit?: true;
  /** Count an enquiry into its day's lead-source counters (UpdateItem on LEADSOURCES#). */
  readonly leadSourceCount?: true;
  /** Send mail to any address (invitations, password resets, newsletter confirmations), from the configured sender. */
  readonly transactionalMail?: true;
  /** Write a CSV export under exports/ in the images bucket and presign its download (GetObject): nothing else there. */
  readonly exports?: 'write';
  /** The public forms' spam screen: counts submissions (UpdateItem on SPAMRATE#) and checks blocked senders (GetItem on BLOCKED#). */
  readonly spamGuard?: true;
  /**
   * Career applications' CVs in the images bucket: upload presigns POSTs to
   * applications-staged/ only; keep checks a staged CV and copies it to
   * applications/; read presigns a CV's download (GetObject on applications/);
   * erase deletes kept CVs (the erasure).
   */
  readonly cvs?: 'upload' | 'keep' | 'read' | 'erase';
  /** Change the edge's redirects: DescribeKeyValueStore, PutKey and DeleteKey on the redirects KeyValueStore, nothing else. */
  readonly redirects?: true;
}

export interface RouteDef {
  readonly method: HttpMethod;
  /** API Gateway route path, parameters in braces. */
  readonly path: string;
  readonly access: Access;
  /** Admin routes: the roles that may call it (./roles); any other signed-in role gets 403. */
  readonly roles?: readonly Role[];
  /** Module under functions/handlers/ that exports `handler`. */
  readonly handler: string;
  readonly grants: Grants;
  /** Public routes that write or authenticate: WAF limits each client's requests to it (infra/stack/waf.ts). */
  readonly throttle?: 'strict';
  /** Creates answer ack true/false; every other route answers ack 1/0 (spec §7). */
  readonly ack?: 'boolean';
  /** Checks or hashes a password with scrypt (128 MiB, slow on purpose): its function gets more memory and time. */
  readonly passwordHash?: true;
  /** Reads the viewer's own address (the login throttle), which CloudFront passes on (infra/stack/viewer-address.ts). */
  readonly viewerAddress?: true;
  /** Marketing content the team edits (testimonials, case studies): its routes, public and admin, deploy as a group of their own. */
  readonly marketing?: true;
}

/** pk prefixes of items, from the one key design: 'CONTACT#', 'ADMIN#', ... */
export const prefixOf = {
  entity: (type: EntityType) => keys.entity(type, '').pk,
  slug: (type: EntityType) => keys.slug(type, '').pk,
  admin: keys.admin('').pk,
  loginAttempts: keys.loginAttempts('').pk,
  revisions: (type: EntityType) => keys.revisions(type, '').pk,
  oneTimeToken: keys.oneTimeToken('').pk,
  audit: keys.audit('').pk,
  webhook: keys.webhook('').pk,
  webhookLog: keys.webhookLog('').pk,
  spamRate: keys.spamRate('').pk,
  blocked: keys.blockedSender('').pk,
  leadSources: keys.leadSources('').pk,
  redirect: keys.redirect('').pk,
};

/** The admin-managed collections the public pages show (item pk prefixes); testimonials and case-study teasers show on the home page. */

export const publishedTypes = [
  'NEWS',
  'PRESS',
  'EVENT',
  'CAREER',
  'TESTIMONIAL',
  'CASESTUDY',
  'SERVICE',
  ...pageDocumentTypes,
] as const satisfies readonly EntityType[];

const read: Grants = { table: 'read' };
/**
 * What public pages read: published items and their slug claims by key, lists
 * from the index. No enquiry, subscriber or account item (password hashes) by key.
 */
export const publishedRead: Grants = {
  table: {
    actions: ['GetItem', 'Query'],
    // Testimonials have no pages of their own and a page's one document no URL of its own, so no slug claims.
    keyPrefixes: publishedTypes.flatMap((type) => [
      prefixOf.entity(type),
      ...(type === 'TESTIMONIAL' || (pageDocumentTypes as readonly EntityType[]).includes(type) ? [] : [prefixOf.slug(type)]),
    ]),
    listIndex: true,
  },
};
/** An enquiry is stored with its search tokens and counted (an ADD on its kind's counters and on its day's lead-source counters), then queued for the mail worker and announced to the webhooks. */
const storeEnquiry = (type: EntityType): Grants => ({
  table: { actions: ['PutItem', 'UpdateItem'], keyPrefixes: [prefixOf.entity(type)] },
  mailQueue: true,
  webhookQueue: true,
  spamGuard: true,
  signingKey: true,
  leadSourceCount: true,
});
/** Reads the account; counts failed attempts with a conditional increment and clears them on success. */
const login: Grants = {
  table: { actions: ['GetItem', 'UpdateItem', 'DeleteItem'], keyPrefixes: [prefixOf.admin, prefixOf.loginAttempts] },
  signingKey: true,
  audit: true,
};
const writeWithImages: Grants = { table: 'write', images: 'write' };
/** News and press releases have pages of their own: changing a URL, unpublishing or deleting one also changes the edge's redirects. */
const writePagesWithImages: Grants = { ...writeWithImages, redirects: true };
const contentPrefixes = publishedTypes.map((type) => prefixOf.entity(type));
const revisionPrefixes = publishedTypes.map((type) => prefixOf.revisions(type));
/** The admin content routes read items of any status by key, their kind's list partitions, their revisions. */
const contentRead: Grants = { table: { actions: ['GetItem'], keyPrefixes: contentPrefixes } };
const unpublishedRead: Grants = { table: { actions: ['Query'], keyPrefixes: contentPrefixes, listIndex: true } };
const revisionRead: Grants = { table: { actions: ['GetItem', 'Query'], keyPrefixes: [...contentPrefixes, ...revisionPrefixes] } };
/** A page's one document, as text alone (no images, no URL of its own so no redirects): reads it, keeps the replaced version, writes it, trims the oldest versions. */
const pageDocumentWrite = (type: PageDocumentType): Grants => ({
  table: {
    actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    keyPrefixes: [prefixOf.entity(type), prefixOf.revisions(type)],
  },
});
/** A restore: reads the item and its versions, stores the replaced version, writes the item, trims the oldest versions. */
const revisionRestore: Grants = {
  table: { actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], keyPrefixes: [...contentPrefixes, ...revisionPrefixes] },
};

// Accounts, leads, newsletter, audit.
/** The Users screen: accounts from their index partition. */
const accountsRead: Grants = { table: { actions: ['GetItem', 'Query'], keyPrefixes: [prefixOf.admin], listIndex: true } };
/** Account changes: the account and its one-time links (invitation, reset). */
const accountsWrite: Grants = {
  table: {
    actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    keyPrefixes: [prefixOf.admin, prefixOf.oneTimeToken],
    listIndex: true,
  },
};
/** A password change checks the current one under the sign-in throttle (LOGIN# counters), writes the account, signs a new token. */
const passwordChange: Grants = {
  table: { actions: ['GetItem', 'UpdateItem', 'DeleteItem'], keyPrefixes: [prefixOf.admin, prefixOf.loginAttempts] },
  signingKey: true,
};
/** Invitations and resets also send their link by mail. */
const accountsMail: Grants = { ...accountsWrite, transactionalMail: true };
/** Redeeming a link signs the user in: it needs the signing key and the audit log. */
const accountsRedeem: Grants = { ...accountsWrite, signingKey: true, audit: true };
const enquiryPrefixes = [prefixOf.entity('CONTACT'), prefixOf.entity('HIRE')];
/** Lists read the lead indexes, the counters and (for a search) the tokens, then the enquiries found, 100 a BatchGetItem. */
const leadsRead: Grants = {
  table: { actions: ['GetItem', 'BatchGetItem', 'Query'], keyPrefixes: enquiryPrefixes, listIndex: true, leadIndexes: true },
};
const leadsWrite: Grants = { table: { actions: ['GetItem', 'UpdateItem', 'DeleteItem'], keyPrefixes: enquiryPrefixes } };
/** A lead's update also mails a new assignee (the mail queue) and announces a status change (the webhook queue). */
const leadUpdate: Grants = { ...leadsWrite, mailQueue: true, webhookQueue: true };
/** "Not spam": the lead's conditional status change, then its mail and its new-lead event on the queues, and its count by source. */
const notSpam: Grants = {
  table: { actions: ['GetItem', 'UpdateItem'], keyPrefixes: enquiryPrefixes },
  mailQueue: true,
  webhookQueue: true,
  leadSourceCount: true,
};
/** Blocked senders: one item an address, listed from their index partition. */
const blockedRead: Grants = { table: { actions: ['Query'], keyPrefixes: [prefixOf.blocked], listIndex: true } };
const blockedWrite: Grants = { table: { actions: ['PutItem', 'DeleteItem'], keyPrefixes: [prefixOf.blocked] } };
/** "Leads by source" reads the day counters by key range, nothing else. */
const leadSourcesRead: Grants = { table: { actions: ['Query'], keyPrefixes: [prefixOf.leadSources] } };
const subscriberPrefix = prefixOf.entity('SUBSCRIBER');
/** Double opt-in: the pending address is stored, its confirmation link mailed (signed with the site key). */
const subscribe: Grants = {
  table: { actions: ['GetItem', 'PutItem', 'UpdateItem'], keyPrefixes: [subscriberPrefix] },
  transactionalMail: true,
  signingKey: true,
  spamGuard: true,
};
/** Confirm and unsubscribe check a signed token, then change the one subscriber. */
const subscriberLink: Grants = {
  table: { actions: ['GetItem', 'UpdateItem', 'DeleteItem'], keyPrefixes: [subscriberPrefix] },
  signingKey: true,
};
const subscriberDelete: Grants = { table: { actions: ['GetItem', 'DeleteItem'], keyPrefixes: [subscriberPrefix] } };
const applicationPrefix = prefixOf.entity('APPLICATION');
/** Erasure reads the enquiry and application lists, deletes every record of one address (CVs and search tokens included), and counts enquiries out. */
const erasure: Grants = {
  table: {
    actions: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem'],
    keyPrefixes: [...enquiryPrefixes, subscriberPrefix, applicationPrefix],
    listIndex: true,
  },
  cvs: 'erase',
};
/** The erasure's lookup: the same reads as the erasure, and no delete. */
const erasureLookup: Grants = {
  table: { actions: ['GetItem', 'Query'], keyPrefixes: [...enquiryPrefixes, subscriberPrefix, applicationPrefix], listIndex: true },
};
/** Checking a one-time link reads the link and its account (is it still the newest?), and changes nothing. */
const linkCheck: Grants = { table: { actions: ['GetItem'], keyPrefixes: [prefixOf.oneTimeToken, prefixOf.admin] } };
/** The log is one Query of its list-index partition, whole items included: nothing is read by key. */
const auditRead: Grants = { table: { actions: ['Query'], keyPrefixes: [prefixOf.audit], listIndex: true } };
/** An export reads one list-index partition (never an item by key), writes the file it links to, and records who took it in the audit log. */
const exportOf = (prefixes: readonly string[]): Grants => ({
  table: { actions: ['Query'], keyPrefixes: prefixes, listIndex: true },
  exports: 'write',
  audit: true,
});

// Webhooks: the list is one Query of its index partition; every other route names its one webhook by key.
const webhooksList: Grants = { table: { actions: ['Query'], keyPrefixes: [prefixOf.webhook], listIndex: true } };
/** Adding one counts the existing ones (at most ten) first. */
const webhookCreate: Grants = { table: { actions: ['Query', 'PutItem'], keyPrefixes: [prefixOf.webhook], listIndex: true } };
const webhookWrite: Grants = { table: { actions: ['GetItem', 'PutItem'], keyPrefixes: [prefixOf.webhook] } };
const webhookDelete: Grants = { table: { actions: ['DeleteItem'], keyPrefixes: [prefixOf.webhook] } };
const webhookLogRead: Grants = { table: { actions: ['GetItem', 'Query'], keyPrefixes: [prefixOf.webhook, prefixOf.webhookLog] } };
const webhookTest: Grants = { table: { actions: ['GetItem'], keyPrefixes: [prefixOf.webhook] }, webhookQueue: true };

// Redirects (Owners): the list is one Query of its index partition; adding one reads them all for the loop and chain rules.
const redirectsRead: Grants = { table: { actions: ['Query'], keyPrefixes: [prefixOf.redirect], listIndex: true } };
const redirectCreate: Grants = {
  table: { actions: ['Query', 'PutItem'], keyPrefixes: [prefixOf.redirect], listIndex: true },
  redirects: true,
};
const redirectDelete: Grants = {
  table: { actions: ['Query', 'DeleteItem'], keyPrefixes: [prefixOf.redirect], listIndex: true },
  redirects: true,
};

// Career applications: candidates apply with a CV, HR (Owners, Recruiters) works them.
/** An application reads its job (it must be published and open), stores the application with its checked CV, queues HR's mail. */
const apply: Grants = {
  table: { actions: ['GetItem', 'PutItem'], keyPrefixes: [prefixOf.entity('CAREER'), applicationPrefix] },
  cvs: 'keep',
  mailQueue: true,
};
const applicationsRead: Grants = { table: { actions: ['GetItem', 'Query'], keyPrefixes: [applicationPrefix], listIndex: true } };
const applicationWrite: Grants = { table: { actions: ['GetItem', 'UpdateItem'], keyPrefixes: [applicationPrefix] } };
/** The CV link is a presigned GET: it reads the application, signs with GetObject on applications/, records who took it. */
const cvDownload: Grants = { table: { actions: ['GetItem'], keyPrefixes: [applicationPrefix] }, cvs: 'read', audit: true };

// biome-ignore format: one route per line keeps the table scannable
export const routes = {
  // Public
  contactMail: { method: 'POST', path: '/api/contactMail', access: 'public', handler: 'contact-mail', grants: storeEnquiry('CONTACT'), throttle: 'strict', viewerAddress: true },
  hireUsMail: { method: 'POST', path: '/api/hire-usMail', access: 'public', handler: 'hire-us-mail', grants: storeEnquiry('HIRE'), throttle: 'strict', viewerAddress: true },
  adminLogin: { method: 'POST', path: '/api/admin/login', access: 'public', handler: 'admin-login', grants: login, throttle: 'strict', viewerAddress: true, passwordHash: true },
  getAllCareerPost: { method: 'GET', path: '/api/getAllCareerPost', access: 'public', handler: 'get-all-career-post', grants: publishedRead },
  getAllEvents: { method: 'GET', path: '/api/getallEvents', access: 'public', handler: 'get-all-events', grants: publishedRead },
  getEvent: { method: 'GET', path: '/api/getEvent/{id}', access: 'public', handler: 'get-event', grants: publishedRead },
  upcomingEvent: { method: 'GET', path: '/api/upcomingEvent', access: 'public', handler: 'upcoming-event', grants: publishedRead },
  getAllPressRelease: { method: 'GET', path: '/api/getallPressRelease', access: 'public', handler: 'get-all-press-release', grants: publishedRead },
  getPressReleaseDetails: { method: 'GET', path: '/api/getPressReleaseDetails/{id}', access: 'public', handler: 'get-press-release-details', grants: publishedRead },
  getAllNews: { method: 'GET', path: '/api/getallNews', access: 'public', handler: 'get-all-news', grants: publishedRead },
  getNewsDetails: { method: 'GET', path: '/api/getNewsDetails/{id}', access: 'public', handler: 'get-news-details', grants: publishedRead },
  getCareerDetails: { method: 'GET', path: '/api/getCareerDetails/{id}', access: 'public', handler: 'get-career-details', grants: publishedRead },
  newsletterSubscribe: { method: 'POST', path: '/api/newsletter/subscribe', access: 'public', handler: 'newsletter-subscribe', grants: subscribe, throttle: 'strict', viewerAddress: true },
  formToken: { method: 'POST', path: '/api/forms/token', access: 'public', handler: 'form-token', grants: { signingKey: true }, throttle: 'strict' },

  // Admin (bearer token)
  contactList: { method: 'GET', path: '/api/contactList/{page}', access: 'admin', roles: salesTeam, handler: 'contact-list', grants: read },
  hiredList: { method: 'GET', path: '/api/hiredList/{page}', access: 'admin', roles: salesTeam, handler: 'hired-list', grants: read },
  eventList: { method: 'GET', path: '/api/event/admin/eventList/{page}', access: 'admin', roles: editors, handler: 'event-list', grants: read },
  subscriberList: { method: 'GET', path: '/api/newsletter/admin/subscriberList/{page}', access: 'admin', roles: salesTeam, handler: 'subscriber-list', grants: read },
  createImageUpload: { method: 'POST', path: '/api/admin/uploads', access: 'admin', roles: editors, handler: 'create-image-upload', grants: { images: 'upload' } },
  createCareerPost: { method: 'POST', path: '/api/createCareerPost', access: 'admin', roles: editors, handler: 'create-career-post', grants: writeWithImages, ack: 'boolean' },
  createNews: { method: 'POST', path: '/api/createNews', access: 'admin', roles: editors, handler: 'create-news', grants: writeWithImages, ack: 'boolean' },
  createPressRelease: { method: 'POST', path: '/api/createPressRelease', access: 'admin', roles: editors, handler: 'create-press-release', grants: writeWithImages, ack: 'boolean' },
  createEvent: { method: 'POST', path: '/api/createEvent', access: 'admin', roles: editors, handler: 'create-event', grants: writeWithImages, ack: 'boolean' },
  updateCareer: { method: 'PUT', path: '/api/admin/career/updateCareer/{id}', access: 'admin', roles: editors, handler: 'update-career', grants: writeWithImages },
  updateEvent: { method: 'PUT', path: '/api/admin/event/updateEvent/{id}', access: 'admin', roles: editors, handler: 'update-event', grants: writeWithImages },
  updateNews: { method: 'PUT', path: '/api/admin/news/updateNews/{id}', access: 'admin', roles: editors, handler: 'update-news', grants: writePagesWithImages },
  updatePressRelease: { method: 'PUT', path: '/api/admin/updatePressRelease/{id}', access: 'admin', roles: editors, handler: 'update-press-release', grants: writePagesWithImages },
  deleteEvent: { method: 'DELETE', path: '/api/admin/deleteEvent/{id}', access: 'admin', roles: editors, handler: 'delete-event', grants: writeWithImages },
  deleteNews: { method: 'DELETE', path: '/api/news/admin/deleteNews/{id}', access: 'admin', roles: editors, handler: 'delete-news', grants: writePagesWithImages },
  deletePressRelease: { method: 'DELETE', path: '/api/press-release/admin/delete/{id}', access: 'admin', roles: editors, handler: 'delete-press-release', grants: writePagesWithImages },
  deleteCareerPost: { method: 'POST', path: '/api/deleteCareerPost', access: 'admin', roles: editors, handler: 'delete-career-post', grants: writeWithImages },

  // Editors' workflow: drafts, scheduling, versions (admin, bearer token)
  getContentItem: { method: 'GET', path: '/api/admin/content/{kind}/{id}', access: 'admin', roles: editors, handler: 'get-content-item', grants: contentRead },
  listUnpublished: { method: 'GET', path: '/api/admin/content/{kind}', access: 'admin', roles: editors, handler: 'list-unpublished', grants: unpublishedRead },
  listRevisions: { method: 'GET', path: '/api/admin/content/{kind}/{id}/revisions', access: 'admin', roles: editors, handler: 'list-revisions', grants: revisionRead },
  restoreRevision: { method: 'POST', path: '/api/admin/content/{kind}/{id}/revisions/{revisionId}/restore', access: 'admin', roles: editors, handler: 'restore-revision', grants: revisionRestore },
  refreshSession: { method: 'POST', path: '/api/admin/session/refresh', access: 'admin', roles: anyRole, handler: 'refresh-session', grants: {} },

  // Accounts: users, roles, passwords
  listAdmins: { method: 'GET', path: '/api/admin/users', access: 'admin', roles: owners, handler: 'list-admins', grants: accountsRead },
  inviteAdmin: { method: 'POST', path: '/api/admin/users', access: 'admin', roles: owners, handler: 'invite-admin', grants: accountsMail },
  updateAdminRole: { method: 'PUT', path: '/api/admin/users/{email}', access: 'admin', roles: owners, handler: 'update-admin-role', grants: accountsWrite },
  removeAdmin: { method: 'DELETE', path: '/api/admin/users/{email}', access: 'admin', roles: owners, handler: 'remove-admin', grants: accountsWrite },
  listAssignees: { method: 'GET', path: '/api/admin/assignees', access: 'admin', roles: salesTeam, handler: 'list-assignees', grants: accountsRead },
  changePassword: { method: 'POST', path: '/api/admin/password', access: 'admin', roles: anyRole, handler: 'change-password', grants: passwordChange, passwordHash: true },
  acceptInvite: { method: 'POST', path: '/api/admin/invitations/accept', access: 'public', handler: 'accept-invite', grants: accountsRedeem, throttle: 'strict', passwordHash: true },
  forgotPassword: { method: 'POST', path: '/api/admin/password/forgot', access: 'public', handler: 'forgot-password', grants: accountsMail, throttle: 'strict' },
  resetPassword: { method: 'POST', path: '/api/admin/password/reset', access: 'public', handler: 'reset-password', grants: accountsRedeem, throttle: 'strict', passwordHash: true },

  // Leads: enquiries worked by the sales team
  leadCounts: { method: 'GET', path: '/api/admin/leads/counts', access: 'admin', roles: salesTeam, handler: 'lead-counts', grants: leadsRead },
  leadSources: { method: 'GET', path: '/api/admin/leads/sources', access: 'admin', roles: salesTeam, handler: 'lead-sources', grants: leadSourcesRead },
  listLeads: { method: 'GET', path: '/api/admin/leads/{kind}', access: 'admin', roles: salesTeam, handler: 'list-leads', grants: leadsRead },
  getLead: { method: 'GET', path: '/api/admin/leads/{kind}/{id}', access: 'admin', roles: salesTeam, handler: 'get-lead', grants: leadsRead },
  updateLead: { method: 'PUT', path: '/api/admin/leads/{kind}/{id}', access: 'admin', roles: salesTeam, handler: 'update-lead', grants: leadUpdate },
  addLeadNote: { method: 'POST', path: '/api/admin/leads/{kind}/{id}/notes', access: 'admin', roles: salesTeam, handler: 'add-lead-note', grants: leadsWrite },
  deleteLead: { method: 'DELETE', path: '/api/admin/leads/{kind}/{id}', access: 'admin', roles: salesTeam, handler: 'delete-lead', grants: leadsWrite },
  notSpamLead: { method: 'POST', path: '/api/admin/leads/{kind}/{id}/not-spam', access: 'admin', roles: salesTeam, handler: 'not-spam-lead', grants: notSpam },
  listBlockedSenders: { method: 'GET', path: '/api/admin/blocked-senders', access: 'admin', roles: salesTeam, handler: 'list-blocked-senders', grants: blockedRead },
  blockSender: { method: 'PUT', path: '/api/admin/blocked-senders/{email}', access: 'admin', roles: salesTeam, handler: 'block-sender', grants: blockedWrite },
  unblockSender: { method: 'DELETE', path: '/api/admin/blocked-senders/{email}', access: 'admin', roles: salesTeam, handler: 'unblock-sender', grants: blockedWrite },

  // Newsletter and privacy
  confirmSubscription: { method: 'POST', path: '/api/newsletter/confirm', access: 'public', handler: 'confirm-subscription', grants: subscriberLink, throttle: 'strict' },
  unsubscribe: { method: 'POST', path: '/api/newsletter/unsubscribe', access: 'public', handler: 'unsubscribe', grants: subscriberLink, throttle: 'strict' },
  deleteSubscriber: { method: 'DELETE', path: '/api/newsletter/admin/subscriber/{email}', access: 'admin', roles: salesTeam, handler: 'delete-subscriber', grants: subscriberDelete },
  eraseAddress: { method: 'POST', path: '/api/admin/erasure', access: 'admin', roles: owners, handler: 'erase-address', grants: erasure },

  // Audit log
  listAudit: { method: 'GET', path: '/api/admin/audit', access: 'admin', roles: owners, handler: 'list-audit', grants: auditRead },

  // Confirmations: what an erasure would delete, whether a one-time link still works
  lookupAddress: { method: 'GET', path: '/api/admin/erasure', access: 'admin', roles: owners, handler: 'lookup-address', grants: erasureLookup },
  checkLink: { method: 'POST', path: '/api/admin/links/check', access: 'public', handler: 'check-link', grants: linkCheck, throttle: 'strict' },

  // CSV exports: the whole file built on the server, downloaded from S3
  exportLeads: { method: 'GET', path: '/api/admin/exports/leads/{kind}', access: 'admin', roles: salesTeam, handler: 'export-leads', grants: exportOf(enquiryPrefixes) },
  exportSubscribers: { method: 'GET', path: '/api/admin/exports/subscribers', access: 'admin', roles: salesTeam, handler: 'export-subscribers', grants: exportOf([subscriberPrefix]) },

  // Webhooks: lead and application events posted, signed, to Slack, Teams or a CRM
  listWebhooks: { method: 'GET', path: '/api/admin/webhooks', access: 'admin', roles: owners, handler: 'list-webhooks', grants: webhooksList },
  createWebhook: { method: 'POST', path: '/api/admin/webhooks', access: 'admin', roles: owners, handler: 'create-webhook', grants: webhookCreate },
  updateWebhook: { method: 'PUT', path: '/api/admin/webhooks/{id}', access: 'admin', roles: owners, handler: 'update-webhook', grants: webhookWrite },
  deleteWebhook: { method: 'DELETE', path: '/api/admin/webhooks/{id}', access: 'admin', roles: owners, handler: 'delete-webhook', grants: webhookDelete },
  rotateWebhookSecret: { method: 'POST', path: '/api/admin/webhooks/{id}/secret', access: 'admin', roles: owners, handler: 'rotate-webhook-secret', grants: webhookWrite },
  listWebhookDeliveries: { method: 'GET', path: '/api/admin/webhooks/{id}/deliveries', access: 'admin', roles: owners, handler: 'list-webhook-deliveries', grants: webhookLogRead },
  testWebhook: { method: 'POST', path: '/api/admin/webhooks/{id}/test', access: 'admin', roles: owners, handler: 'test-webhook', grants: webhookTest },

  // Redirects
  listRedirects: { method: 'GET', path: '/api/admin/redirects', access: 'admin', roles: owners, handler: 'list-redirects', grants: redirectsRead },
  createRedirect: { method: 'POST', path: '/api/admin/redirects', access: 'admin', roles: owners, handler: 'create-redirect', grants: redirectCreate },
  deleteRedirect: { method: 'DELETE', path: '/api/admin/redirects', access: 'admin', roles: owners, handler: 'delete-redirect', grants: redirectDelete },

  // Career applications
  createCvUpload: { method: 'POST', path: '/api/applications/cv-upload', access: 'public', handler: 'create-cv-upload', grants: { cvs: 'upload' }, throttle: 'strict' },
  submitApplication: { method: 'POST', path: '/api/applications', access: 'public', handler: 'submit-application', grants: apply, throttle: 'strict' },
  listApplications: { method: 'GET', path: '/api/admin/applications', access: 'admin', roles: recruiters, handler: 'list-applications', grants: applicationsRead },
  getApplication: { method: 'GET', path: '/api/admin/applications/{id}', access: 'admin', roles: recruiters, handler: 'get-application', grants: applicationsRead },
  updateApplication: { method: 'PUT', path: '/api/admin/applications/{id}', access: 'admin', roles: recruiters, handler: 'update-application', grants: applicationWrite },
  applicationCv: { method: 'GET', path: '/api/admin/applications/{id}/cv', access: 'admin', roles: recruiters, handler: 'application-cv', grants: cvDownload },
  exportApplications: { method: 'GET', path: '/api/admin/exports/applications', access: 'admin', roles: recruiters, handler: 'export-applications', grants: exportOf([applicationPrefix]) },
  listRecruiters: { method: 'GET', path: '/api/admin/recruiters', access: 'admin', roles: recruiters, handler: 'list-recruiters', grants: accountsRead },

  // Marketing content: the home page's testimonials, with the editors' workflow (the {kind} routes above serve them as 'testimonial')
  getAllTestimonials: { method: 'GET', path: '/api/getAllTestimonials', access: 'public', handler: 'get-all-testimonials', grants: publishedRead, marketing: true },
  createTestimonial: { method: 'POST', path: '/api/admin/testimonials', access: 'admin', roles: editors, handler: 'create-testimonial', grants: writeWithImages, ack: 'boolean', marketing: true },
  updateTestimonial: { method: 'PUT', path: '/api/admin/testimonials/{id}', access: 'admin', roles: editors, handler: 'update-testimonial', grants: writeWithImages, marketing: true },
  deleteTestimonial: { method: 'DELETE', path: '/api/admin/testimonials/{id}', access: 'admin', roles: editors, handler: 'delete-testimonial', grants: writeWithImages, marketing: true },
  // Case studies: a page each (/case-studies/{slug}) and a teaser on the home page (the {kind} routes serve them as 'caseStudy')
  getAllCaseStudies: { method: 'GET', path: '/api/getAllCaseStudies', access: 'public', handler: 'get-all-case-studies', grants: publishedRead, marketing: true },
  getCaseStudy: { method: 'GET', path: '/api/getCaseStudy/{id}', access: 'public', handler: 'get-case-study', grants: publishedRead, marketing: true },
  createCaseStudy: { method: 'POST', path: '/api/admin/case-studies', access: 'admin', roles: editors, handler: 'create-case-study', grants: writeWithImages, ack: 'boolean', marketing: true },
  updateCaseStudy: { method: 'PUT', path: '/api/admin/case-studies/{id}', access: 'admin', roles: editors, handler: 'update-case-study', grants: writePagesWithImages, marketing: true },
  deleteCaseStudy: { method: 'DELETE', path: '/api/admin/case-studies/{id}', access: 'admin', roles: editors, handler: 'delete-case-study', grants: writePagesWithImages, marketing: true },
  // Services: a page each (/studio/{slug}) and a link in the header's Studio menu on every page (the {kind} routes serve them as 'service')
  getAllServices: { method: 'GET', path: '/api/getAllServices', access: 'public', handler: 'get-all-services', grants: publishedRead, marketing: true },
  getService: { method: 'GET', path: '/api/getService/{id}', access: 'public', handler: 'get-service', grants: publishedRead, marketing: true },
  createService: { method: 'POST', path: '/api/admin/services', access: 'admin', roles: editors, handler: 'create-service', grants: writeWithImages, ack: 'boolean', marketing: true },
  updateService: { method: 'PUT', path: '/api/admin/services/{id}', access: 'admin', roles: editors, handler: 'update-service', grants: writePagesWithImages, marketing: true },
  deleteService: { method: 'DELETE', path: '/api/admin/services/{id}', access: 'admin', roles: editors, handler: 'delete-service', grants: writePagesWithImages, marketing: true },
  // The About page: one document, always published; the local seed (and the deploy's, in the cloud) creates it, so no create or delete
  getAboutPage: { method: 'GET', path: '/api/getAboutPage', access: 'public', handler: 'get-about-page', grants: publishedRead, marketing: true },
  updateAboutPage: { method: 'PUT', path: '/api/admin/about-page/{id}', access: 'admin', roles: editors, handler: 'update-about-page', grants: pageDocumentWrite('ABOUT'), marketing: true },
  // The success-stories page (and its tech pages): one document, always published, created like the About page's
  getSuccessStoriesPage: { method: 'GET', path: '/api/getSuccessStoriesPage', access: 'public', handler: 'get-success-stories-page', grants: publishedRead, marketing: true },
  updateSuccessStoriesPage: { method: 'PUT', path: '/api/admin/success-stories-page/{id}', access: 'admin', roles: editors, handler: 'update-success-stories-page', grants: pageDocumentWrite('STORIES'), marketing: true },
  // The home page's copy: one document, always published, like the About page
  getHomePage: { method: 'GET', path: '/api/getHomePage', access: 'public', handler: 'get-home-page', grants: publishedRead, marketing: true },
  updateHomePage: { method: 'PUT', path: '/api/admin/home-page/{id}', access: 'admin', roles: editors, handler: 'update-home-page', grants: pageDocumentWrite('HOME'), marketing: true },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/**
 * What a route's function may touch in all: its own grants, and for admin
 * routes the session check (their account, read on every call) and, for
 * writes, the audit log (public routes that record, such as the login, name it themselves).
 */
export function routeGrants(route: RouteDef): Grants {
  const admin = route.access === 'admin';
  const writes = route.method !== 'GET';
  return {
    ...route.grants,
    ...(admin ? { session: true } : {}),
    ...(admin && writes ? { audit: true } : {}),
  };
}

export const routeList: ReadonlyArray<RouteDef & { readonly name: RouteName }> = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  ...routes[name],
  grants: routeGrants(routes[name]),
}));

/** Fills `{param}` placeholders: apiPath(routes.getNewsDetails, { id: 'x' }). */
export function apiPath(route: RouteDef, params: Record<string, string | number> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Matches a concrete path against a route path; returns its parameters or null.
 * A parameter that is not valid percent-encoded UTF-8 (`%ZZ`, a truncated
 * sequence, an encoded surrogate) matches nothing, so it answers 404, never a crash.
 */
export function matchPath(routePath: string, actual: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = routePath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}/?$`).exec(actual);
  if (!found) return null;
  const params: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const value = decodeParam(found[i + 1] ?? '');
    if (value === null) return null;
    params[name] = value;
  }
  return params;
}

function decodeParam(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
