/**
 * The publishing worker: started by the table's stream after a news, press,
 * event or career write (in the cloud by Lambda, locally by the local stack),
 * or with `{ "action": "publish-all" }` after a deploy and by `npm run publish`.
 * The write that started it has already succeeded; a failed publish is logged
 * and thrown, so the stream delivers the batch again.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { workers } from '../contract/workers';
import type { Item } from '../core/content/collections';
import { logger } from '../core/logger';
import { publishAll, publishChanges, type Change, type PublishReport } from '../core/publish/publisher';
import type { PublishedType } from '../core/publish/reads';
import { targetFromEnv } from '../core/publish/target';

export type PublishEvent = DynamoDBStreamEvent | { action: 'publish-all' };

const types: readonly string[] = workers.publishPages.trigger.types;
/** Every line names the worker; a failure's cause chain is logged with it. */
const log = logger.child({ worker: 'publish-pages' });

export async function handler(event: PublishEvent): Promise<PublishReport> {
  const started = Date.now();
  const what = 'Records' in event ? `${event.Records.length} stream record(s)` : event.action;
  try {
    const report = await publish(event);
    log.info('pages-published', { what, written: report.written.length, removed: report.removed, ms: Date.now() - started });
    return report;
  } catch (error) {
    log.error('pages-not-published', { what, error });
    throw error;
  }
}

async function publish(event: PublishEvent): Promise<PublishReport> {
  if ('Records' in event) {
    const changes = event.Records.flatMap(changeOf);
    return changes.length > 0 ? publishChanges(await targetFromEnv(), changes) : { written: [], removed: [] };
  }
  if (event.action === 'publish-all') return publishAll(await targetFromEnv());
  throw new Error(`Unknown action ${JSON.stringify((event as { action?: unknown }).action)}`);
}

/** A record of a published item (pk `<TYPE>#<id>`, sk `<TYPE>`), as the cloud's stream filter lets through; [] for any other. */
export function changeOf(record: DynamoDBRecord): Change[] {
  const keys = record.dynamodb?.Keys;
  const type = keys?.sk?.S;
  if (!type || !types.includes(type) || !keys?.pk?.S?.startsWith(`${type}#`)) return [];
  const image = (raw: typeof keys | undefined) => (raw ? (unmarshall(raw as Record<string, AttributeValue>) as Item) : undefined);
  return [{ type: type as PublishedType, oldImage: image(record.dynamodb?.OldImage), newImage: image(record.dynamodb?.NewImage) }];
}
