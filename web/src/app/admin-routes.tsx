import type { ComponentProps, ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';

/**
 * The admin back office's routes. Every one takes its component from the same
 * module, so the area is one lazy chunk; the browser router alone holds them
 * (the server renderer answers /admin with an empty shell and never loads them).
 */
const loadAdmin = () => import('../features/admin/admin-chunk');

type AdminChunk = Awaited<ReturnType<typeof loadAdmin>>;
type EntityKind = ComponentProps<AdminChunk['EntityForm']>['kind'];

const screen = (pick: (admin: AdminChunk) => ComponentType): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: pick(await loadAdmin()) }),
});

/** A create or update form. The router reuses a component across sibling routes: the key makes each route's form a fresh one. */
const form = (key: string, kind: EntityKind): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { EntityForm } = await loadAdmin();
    return { element: <EntityForm key={key} kind={kind} /> };
  },
});

/** Each collection's create and update forms: create-<list path> and update-<kind>/:id (spec §2); a case study's are kebab-case. */
const formRoutes: RouteObject[] = (
  [
    ['career', 'career', 'career'],
    ['press', 'press-release', 'press'],
    ['news', 'news', 'news'],
    ['event', 'event', 'event'],
    ['testimonial', 'testimonial', 'testimonial'],
    ['caseStudy', 'case-study', 'case-study'],
    ['service', 'service', 'service'],
  ] as const
).flatMap(([kind, createPath, updatePath]) => [
  { path: `create-${createPath}`, ...form(`create-${kind}`, kind) },
  { path: `update-${updatePath}/:id`, ...form(`update-${kind}`, kind) },
]);

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    children: [
      { path: 'login', ...screen((admin) => admin.LoginPage) },
      // The pages a one-time link or a forgotten password opens, without a session.
      { path: 'accept-invite', ...screen((admin) => admin.AcceptInvitePage) },
      { path: 'forgot-password', ...screen((admin) => admin.ForgotPasswordPage) },
      { path: 'reset-password', ...screen((admin) => admin.ResetPasswordPage) },
      {
        // The layout guards every screen below it: no live session, straight to the login (spec §6).
        ...screen((admin) => admin.AdminLayout),
        children: [
          { index: true, element: <Navigate to="contact-us" replace /> },
          { path: 'contact-us', ...screen((admin) => admin.ContactUsScreen) },
          { path: 'hire-us', ...screen((admin) => admin.HireUsScreen) },
          { path: 'contact-us/:id', ...screen((admin) => admin.ContactLeadScreen) },
          { path: 'hire-us/:id', ...screen((admin) => admin.HireLeadScreen) },
          { path: 'career', ...screen((admin) => admin.CareerScreen) },
          { path: 'press-release', ...screen((admin) => admin.PressReleaseScreen) },
          { path: 'news', ...screen((admin) => admin.NewsScreen) },
          { path: 'events', ...screen((admin) => admin.EventsScreen) },
          { path: 'testimonials', ...screen((admin) => admin.TestimonialsScreen) },
          { path: 'case-studies', ...screen((admin) => admin.CaseStudiesScreen) },
          { path: 'services', ...screen((admin) => admin.ServicesScreen) },
          { path: 'subscribers', ...screen((admin) => admin.SubscribersScreen) },
          { path: 'lead-sources', ...screen((admin) => admin.LeadSourcesScreen) },
          { path: 'applications', ...screen((admin) => admin.ApplicationsScreen) },
          { path: 'applications/:id', ...screen((admin) => admin.ApplicationDetailScreen) },
          { path: 'audit', ...screen((admin) => admin.AuditScreen) },
          { path: 'privacy', ...screen((admin) => admin.PrivacyScreen) },
          { path: 'users', ...screen((admin) => admin.UsersScreen) },
          { path: 'webhooks', ...screen((admin) => admin.WebhooksScreen) },
          { path: 'redirects', ...screen((admin) => admin.RedirectsScreen) },
          { path: 'account', ...screen((admin) => admin.AccountPage) },
          ...formRoutes,
          { path: 'preview/:kind/:id', ...screen((admin) => admin.PreviewRoute) },
          // A page kept as one document (/admin/about-page, …): the admin chunk finds its kind by the path, or says not found.
          { path: ':document/:id?', ...screen((admin) => admin.PageDocumentRoute) },
          { path: '*', ...screen((admin) => admin.PageNotFound) },
        ],
      },
    ],
  },
];
