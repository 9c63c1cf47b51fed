/** Entity and response shapes of the API (spec §3 and §7), as the SPA receives them. */
import type { Attribution } from './attribution';
import type { ImageMetaMap } from './image-variants';
import type { EmploymentType } from './job-closing';
import type { LeadFields } from './leads';
import type { CaseStudyArt } from './schemas/content';
import type { TechIcon } from './tech-icons';
import type * as v from 'valibot';
import type { ServiceArt, serviceSchema } from './schemas/service';
import type { aboutSchema } from './schemas/about';
import type { successStoriesSchema } from './schemas/success-stories';
import type { homeSchema } from './schemas/home';
import type { StudioMenuGroup } from './studio-menu';

/** Where an enquiry's notification mail is: queued, being sent, sent, waiting to be retried, or given up on. */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'retrying' | 'failed';

/** Delivery of an enquiry's notification mail, recorded by the mail worker. */
export interface MailDelivery {
  mailStatus?: MailStatus;
  mailAttempts?: number;
}

export interface ContactEnquiry extends MailDelivery, LeadFields {
  _id: string;
  name: string;
  contactNo: string;
  emailAddress: string;
  message: string;
  terms: boolean;
  added_date: string;
  attribution?: Attribution;
}

export interface HireEnquiry extends MailDelivery, LeadFields {
  _id: string;
  fullName: string;
  /** English country name; countryCode keeps the ISO code the form sent. */
  country: string;
  countryCode: string;
  contactNo: string;
  emailAddress: string;
  note?: string;
  hiringchecked: 'monthly' | 'fixed' | 'decide_later';
  servicechecked: string[];
  added_date: string;
  attribution?: Attribution;
}

/** Where an admin-managed item stands: only published items reach the public routes, pages and sitemap. */
export type ContentStatus = 'draft' | 'scheduled' | 'published';
/** The admin-managed collections, as the admin routes name them in their URLs. */
export type ContentKind =
  | 'career'
  | 'news'
  | 'press'
  | 'event'
  | 'testimonial'
  | 'caseStudy'
  | 'service'
  | 'about'
  | 'successStories'
  | 'home';

/**
 * The editors' workflow on every content item. An item without `status`
 * (seeded before it existed, or an old item) is published.
 */
export interface PublishState {
  status?: ContentStatus;
  /** When a scheduled item goes live (ISO 8601, UTC); kept on the item once it is published. */
  publishAt?: string;
  /** When it went live. */
  publishedAt?: string;
  /** The banner's alt text. */
  imageAlt?: string;
  /** Set by every update. */
  updatedAt?: string;
  /** The admin (e-mail) who last changed it; admin routes only, never in public answers. */
  updatedBy?: string;
}

/** Sizes, responsive widths and blur placeholder of an item's processed images, by image URL (older items have none). */
export interface WithImageMeta {
  imageMeta?: ImageMetaMap;
}

/** An earlier version of an item: its text fields as they were before a change (never its images). */
export interface Revision {
  _id: string;
  changedAt: string;
  /** The admin (e-mail) whose change replaced this version. */
  changedBy: string;
  snapshot: Record<string, string>;
}

export interface NewsItem extends PublishState, WithImageMeta {
  _id: string;
  slug: string;
  newsTitle: string;
  newsImageURL: string;
  newsCreatedBy?: string;
  metaTitle: string;
  metaDescription: string;
  newsContent: string;
  newsLink?: string;
  added_date: string;
}

export interface PressRelease extends PublishState, WithImageMeta {
  _id: string;
  slug: string;
  title: string;
  imageUrl: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
  createdBy: string;
  added_date: string;
}

/**
 * A client's word on the home page's carousel (spec §3: quote text, name,
 * position, photo). `order` is the marketing team's place for it in the
 * carousel (lowest first); without a photo the carousel draws initials.
 */
export interface Testimonial extends PublishState, WithImageMeta {
  _id: string;
  quote: string;
  name: string;
  position: string;
  /** Whole number as text, 0 to 999: its place in the carousel. */
  order: string;
  photo?: string;
  added_date: string;
}

/**
 * A client story at /case-studies/{slug} (spec §2 "Case study page"), with
 * its teaser on the home page (`order`: its place there, lowest first). The
 * page's hero shows the uploaded image when there is one, else the drawn
 * artwork; the teaser always shows the artwork.
 */
export interface CaseStudy extends PublishState, WithImageMeta {
  _id: string;
  slug: string;
  caseTitle: string;
  /** The short sector label above the title, e.g. HEALTH CARE. */
  sector: string;
  subtitle: string;
  metaDescription: string;
  art: CaseStudyArt;
  imageUrl?: string;
  facts: Array<{ label: string; value: string }>;
  overview: Array<{ text: string }>;
  outcomes: Array<{ value: string; label: string }>;
  whatWeDid: Array<{ title: string; text: string }>;
  /** Without entries the page has no functionality section. */
  functionality?: Array<{ text: string }>;
  technology: Array<{ name: string; icon?: TechIcon }>;
  teaserTitle: string;
  teaserText: string;
  /** Whole number as text, 0 to 999: its place among the home page's teasers. */
  order: string;
  added_date: string;
}

/** What the case-study list answers: the home page's teaser of each, with its title (the admin list names it by that). */
export type CaseStudyTeaser = Pick<
  CaseStudy,
  '_id' | 'slug' | 'caseTitle' | 'teaserTitle' | 'teaserText' | 'art' | 'imageUrl' | 'imageAlt' | 'order' | 'added_date' | 'updatedAt'
>;

/**
 * A service page at /studio/{slug} (spec §3 "Service page content") and its
 * link in the Studio menu (`menuGroup`, then `order` in the group). Each
 * optional section shows when it has a title and content (schemas/service).
 */
export interface Service extends PublishState, WithImageMeta, ServiceSections {
  _id: string;
  slug: string;
  serviceTitle: string;
  menuLabel: string;
  menuGroup: StudioMenuGroup;
  /** Whole number as text, 0 to 999: its place in its menu group. */
  order: string;
  heroText: string;
  metaDescription: string;
  art: ServiceArt;
  imageUrl?: string;
  added_date: string;
}

/** The sections of a service page: the form's fields after the menu and hero ones. */
export type ServiceSections = Omit<
  v.InferOutput<typeof serviceSchema>,
  | 'serviceTitle'
  | 'slug'
  | 'menuLabel'
  | 'menuGroup'
  | 'order'
  | 'heroText'
  | 'metaDescription'
  | 'art'
  | 'image'
  | 'status'
  | 'publishAt'
  | 'imageAlt'
>;

/** What the service list answers: each page's link in the Studio menu. */
export type ServiceLink = Pick<
  Service,
  '_id' | 'slug' | 'serviceTitle' | 'menuLabel' | 'menuGroup' | 'order' | 'imageUrl' | 'imageAlt' | 'added_date' | 'updatedAt'
>;

export interface GalleryImage {
  _id: string;
  imageUrl: string;
  alt?: string;
}

export interface EventItem extends PublishState, WithImageMeta {
  _id: string;
  eventSlug: string;
  eventName: string;
  eventBanner: string;
  /** Calendar day, YYYY-MM-DD. */
  eventDate: string;
  createdDate: string;
  eventImages: GalleryImage[];
}

export interface CareerPost extends PublishState, WithImageMeta {
  _id: string;
  careerTitle: string;
  imageUrl: string;
  careerExperienceYr: string;
  careerInterviewProcess: string;
  careerLocation: string;
  metaDescription: string;
  careerDescription: string;
  added_date: string;
  /** Last day applications are taken (YYYY-MM-DD, the company's time zone: ./job-closing); after it the job leaves the public side. */
  closingDate?: string;
  /** schema.org employmentType (./job-closing). */
  employmentType?: EmploymentType;
  /** The job's own page is /career/{slug}; claimed at creation (older jobs get one from the careers upkeep). */
  slug?: string;
}

/** A job as its own page reads it: closed once its closing day has ended (./job-closing), when it may no longer be applied for. */
export interface CareerDetails extends CareerPost {
  closed: boolean;
}

/** A newsletter subscriber as the admin list answers it: one per address, lower-cased (the address is its id). */
export interface Subscriber {
  _id: string;
  email: string;
  added_date: string;
  /** Double opt-in: the admin list and export hold confirmed addresses only; older records are confirmed. */
  confirmedAt?: string;
}

export interface Page<T> {
  list: T[];
  count: number;
  limit: number;
}

export interface ImageUpload {
  /** Where the browser POSTs the file, with `fields` first and the file last. */
  url: string;
  fields: Record<string, string>;
  /** The reference to send as `image` (or in `eventImages`) with the create or update. */
  key: string;
  maxBytes: number;
}

/**
 * Every answer of the API. Success is the status and ack (1, or true for
 * creates; spec §7), never a text: the texts under msg/message are for people.
 */
export interface ApiResult<T = unknown> {
  ack: 0 | 1 | boolean;
  data?: T;
  msg?: string;
  message?: string;
  error?: string;
  /** A 400's message per field. */
  errors?: Record<string, string>;
  /** The admin login's session token (with ack 1). */
  token?: string;
  /** A second line under msg (the newsletter's "please confirm"). */
  detail?: string;
}

/** Rows per page of the server-paged admin lists. */
export const pageSize = 20;

/** The About page's one document: every text and figure of /about; always published (no status of its own). */
export type AboutPage = v.InferOutput<typeof aboutSchema> &
  Pick<PublishState, 'updatedAt' | 'updatedBy'> & {
    _id: string;
    added_date: string;
  };

/** The home page's one document: every text and figure of / the marketing team edits; always published (no status of its own). */
export type HomePage = v.InferOutput<typeof homeSchema> &
  Pick<PublishState, 'updatedAt' | 'updatedBy'> & {
    _id: string;
    added_date: string;
  };

/** A schema's output with its optional fields optional: an empty one is not stored. */
type OptionalWhenEmpty<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** The success-stories page's one document: every text and figure of /success-stories and its tech pages; always published. */
export type SuccessStoriesPage = OptionalWhenEmpty<v.InferOutput<typeof successStoriesSchema>> &
  Pick<PublishState, 'updatedAt' | 'updatedBy'> & {
    _id: string;
    added_date: string;
  };
