/**
 * Background functions: Lambdas that no API route calls. The CDK stack creates
 * one function per entry, with exactly its grants and its trigger; the local
 * stack runs the same modules in-process (an emulated table stream, an
 * in-process queue), so both run the same code.
 */
import { prefixOf, publishedRead, publishedTypes, type Grants } from './routes';

/** The admin-managed collections whose writes change public pages (item pk prefixes). */
export { publishedTypes };

export type WorkerTrigger =
  /** The table's stream (new and old images), filtered to items of these types. */
  | { readonly kind: 'table-stream'; readonly types: readonly string[] }
  /** A queue with retries and a dead-letter queue. */
  | { readonly kind: 'queue'; readonly queue: 'mail' | 'webhooks' }
  /** A timer: every so many minutes. */
  | { readonly kind: 'schedule'; readonly everyMinutes: number };

export interface WorkerDef {
  /** Module under functions/workers/ that exports `handler`. */
  readonly handler: string;
  readonly trigger: WorkerTrigger;
  readonly grants: Grants;
}

export const workers = {
  /** Renders the pages a content write changed into the site bucket and invalidates them. */
  publishPages: {
    handler: 'publish-pages',
    trigger: { kind: 'table-stream', types: publishedTypes },
    grants: { ...publishedRead, pages: 'write' },
  },
  /** Sends the notification mail of a stored enquiry, off the visitor's request, and the mail to an enquiry's new assignee. */
  deliverMail: {
    handler: 'deliver-mail',
    trigger: { kind: 'queue', queue: 'mail' },
    grants: {
      // Reads the stored enquiry or application, records its mail status.
      table: {
        actions: ['GetItem', 'UpdateItem'],
        keyPrefixes: [prefixOf.entity('CONTACT'), prefixOf.entity('HIRE'), prefixOf.entity('APPLICATION')],
      },
      mail: true,
      // The assignee's mail goes to a team member's own address.
      transactionalMail: true,
    },
  },
  /** Puts enquiries whose mail failed (or never reached the queue) back on the queue, once the mail service is back. */
  resendMail: {
    handler: 'resend-mail',
    trigger: { kind: 'schedule', everyMinutes: 60 },
    grants: {
      // Lists the last week's enquiries from the index, marks the ones it queues again.
      table: { actions: ['Query', 'UpdateItem'], keyPrefixes: [prefixOf.entity('CONTACT'), prefixOf.entity('HIRE')], listIndex: true },
      mailQueue: true,
    },
  },
  /** Fans webhook events out to their webhooks and posts each delivery, signed, logging every attempt. */
  deliverWebhooks: {
    handler: 'deliver-webhooks',
    trigger: { kind: 'queue', queue: 'webhooks' },
    grants: {
      // Reads the webhooks (list index, each by key for its secret) and writes the delivery log; queues one delivery per webhook.
      table: { actions: ['GetItem', 'Query', 'PutItem'], keyPrefixes: [prefixOf.webhook, prefixOf.webhookLog], listIndex: true },
      webhookQueue: true,
    },
  },
  /** Puts scheduled content live when its time comes; the publisher then writes its pages. */
  publishScheduled: {
    handler: 'publish-scheduled',
    trigger: { kind: 'schedule', everyMinutes: 1 },
    grants: {
      // Lists the unpublished partitions of the index, moves a due item into its published one.
      table: { actions: ['Query', 'UpdateItem'], keyPrefixes: publishedTypes.map((type) => prefixOf.entity(type)), listIndex: true },
    },
  },
} as const satisfies Record<string, WorkerDef>;

export type WorkerName = keyof typeof workers;

export const workerList: ReadonlyArray<WorkerDef & { readonly name: WorkerName }> = (Object.keys(workers) as WorkerName[]).map((name) => ({
  name,
  ...workers[name],
}));
