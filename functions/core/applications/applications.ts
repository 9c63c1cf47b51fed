/**
 * Career applications: stored first with their checked CV, then HR is told
 * through the mail queue (the candidate's answer never waits on mail). Each
 * is kept for the retention period: the table's TTL deletes the item and the
 * bucket's lifecycle the CV; lists and reads leave out any already due.
 */
import { type Application, applicationMessages, type ApplicationStage } from '../../contract/applications';
import type { applicationSchema } from '../../contract/schemas/application';
import type { Values } from '../../contract/schemas/validate';
import { isClosed } from '../../contract/job-closing';
import type { Page } from '../../contract/entities';
import { matchesSearch, searchTerms } from '../../contract/list-query';
import { statusOf, type Item } from '../content/collections';
import { config } from '../config';
import { table } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError, invalid } from '../http/errors';
import { logger } from '../logger';
import { enqueueMail } from '../mail/jobs';
import { keepCv } from './cv-storage';

export const applicationPageSize = 20;

/** An application as stored: what HR sees, and until when it is kept. */
export type StoredApplication = Application & { keepUntil: string; mailStatus?: string };

export async function submitApplication(values: Values<typeof applicationSchema>, now = new Date()): Promise<Application> {
  const career = await repository.getById<Item & { careerTitle?: string; closingDate?: string }>('CAREER', values.careerId);
  if (!career || statusOf(career) !== 'published') invalid({ careerId: 'Choose the job you apply for.' });
  if (isClosed(career.closingDate, now)) invalid({ careerId: applicationMessages.careerClosed });
  const id = crypto.randomUUID();
  const cvKind = await keepCv(values.cvUploadId, id);
  const appliedAt = now.toISOString();
  const expires = now.getTime() + config.applicationRetentionDays * 86_400_000;
  const application: StoredApplication = {
    _id: id,
    appliedAt,
    careerId: values.careerId,
    careerTitle: String(career.careerTitle ?? ''),
    name: values.name,
    email: values.email,
    phone: values.phone,
    url: values.url ?? '',
    coverNote: values.coverNote ?? '',
    cvKind,
    stage: 'applied',
    keepUntil: new Date(expires).toISOString(),
  };
  await repository.putNew('APPLICATION', id, appliedAt, {
    ...application,
    mailStatus: 'queued',
    mailAttempts: 0,
    [table.ttlAttribute]: Math.floor(expires / 1000),
  });
  try {
    await enqueueMail({ type: 'APPLICATION', id });
  } catch (error) {
    // Stored all the same: HR finds it on the Applications screen; the operator sees the log.
    logger.error('application-mail-not-queued', { id, error });
  }
  return application;
}

export interface ApplicationFilter {
  stage?: ApplicationStage;
  q?: string;
}

/** The applications still kept, newest first, by stage and a search of name, e-mail and job: what a page is cut from and an export writes. */
export async function matchingApplications(filter: ApplicationFilter, now = new Date()): Promise<StoredApplication[]> {
  const all = await repository.listAll<StoredApplication>('APPLICATION');
  const terms = searchTerms(filter.q);
  return all.filter(
    (item) =>
      isKept(item, now) &&
      (!filter.stage || item.stage === filter.stage) &&
      matchesSearch([item.name, item.email, item.careerTitle], terms),
  );
}

/** A page of the applications still kept, newest first, by stage and a search of name, e-mail and job. */
export async function listApplications(filter: ApplicationFilter, page = 1, now = new Date()): Promise<Page<Application>> {
  const matching = await matchingApplications(filter, now);
  const list = matching.slice((page - 1) * applicationPageSize, page * applicationPageSize);
  return { list, count: matching.length, limit: applicationPageSize };
}

export async function getApplication(id: string, now = new Date()): Promise<StoredApplication> {
  const found = await repository.getById<StoredApplication>('APPLICATION', id);
  if (!found || !isKept(found, now)) throw new HttpError(404, applicationMessages.notFound);
  return found;
}

/** The TTL deletes within a day or two of the due time: until then the item is treated as gone. */
const isKept = (item: StoredApplication, now: Date) => !item.keepUntil || item.keepUntil > now.toISOString();
