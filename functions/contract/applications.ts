/**
 * Career applications worked by HR as a pipeline: each moves through stages,
 * carries notes and an assignee, and keeps the candidate's CV privately in
 * the media bucket until the retention period deletes both.
 */
import type { LeadNote } from './leads';

export const applicationStages = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStage = (typeof applicationStages)[number];

export const applicationStageLabels: Record<ApplicationStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** A CV is a PDF or a Word (DOCX) file of at most 5 MB, checked on its bytes, never on its name or declared type. */
export const maxCvBytes = 5 * 1024 * 1024;
export const cvContentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvKind = keyof typeof cvContentTypes;

/** Where CVs wait after the browser's upload, and where checked ones are kept (the media bucket; CloudFront serves neither). */
export const cvStagingPrefix = 'applications-staged/';
export const cvPrefix = 'applications/';
/** A staged CV's key, as the upload route answers it. */
export const cvUploadKeyPattern = /^applications-staged\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Days an application and its CV are kept by default (APPLICATION_RETENTION_DAYS). */
export const defaultApplicationRetentionDays = 365;
/**
 * Where new applications are announced when APPLICATIONS_MAIL_TO is not set:
 * the careers address the site shows (web/src/config/site.ts), HR's own
 * inbox, never the sales enquiries mailbox.
 */
export const defaultApplicationsMailTo = 'careers@nexoria.tech';
/** The bounds a deploy's APPLICATION_RETENTION_DAYS must stay within (a day to ten years). */
export const applicationRetentionBounds = { min: 1, max: 3650 } as const;
/** How long the CV download link works. */
export const cvLinkSeconds = 300;

export const applicationMessages = {
  submitted: 'Thank you. Your application has been received.',
  cvMissing: 'Attach your CV (PDF or DOCX).',
  cvWrongType: 'The CV must be a PDF or DOCX file.',
  cvTooLarge: 'The CV must be 5 MB or smaller.',
  careerClosed: 'This job is no longer open for applications.',
  notFound: 'No such application.',
  updated: 'Application updated.',
  stage: 'Stage must be Applied, Screening, Interview, Offer, Hired or Rejected.',
} as const;

/** A stored application as the admin screens see it. */
export interface Application {
  _id: string;
  appliedAt: string;
  careerId: string;
  careerTitle: string;
  name: string;
  email: string;
  phone: string;
  url: string;
  coverNote: string;
  cvKind: CvKind;
  stage: ApplicationStage;
  assignee?: string;
  notes?: LeadNote[];
  updatedAt?: string;
  updatedBy?: string;
}

/** What the CV upload route answers: a presigned POST the browser sends the file with. */
export interface CvUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
}
