/**
 * The local mail queue: one of the local SQS queues (./sqs-queues), delivering
 * to the same worker (functions/workers/deliver-mail.ts) as the cloud's. A
 * message the worker reports as failed comes back after 2, 4, 8, 16 s; after
 * the fifth delivery it is dead-lettered, as the cloud queue's redrive policy does.
 *
 * The mail service sits behind a switch (./mail-outage): LOCAL_MAIL_DOWN=1
 * (or the mailDown option) starts it hung, setMailDown(false) brings it back.
 * The cloud's hourly mail sweep (functions/workers/resend-mail.ts) runs here
 * every minute, so mail that failed during a drill goes out after it.
 */
import { logger } from '../../functions/core/logger';
import { mailMaxReceiveCount } from '../../functions/core/mail/jobs';
import { handler as deliverMail } from '../../functions/workers/deliver-mail';
import { handler as resendMail } from '../../functions/workers/resend-mail';
import { runAs } from './iam/caller';
import { startMailSwitch } from './mail-outage';
import type { LocalQueues } from './sqs-queues';

export interface LocalMail {
  /** SES_ENDPOINT (the switchable front), SQS_ENDPOINT and MAIL_QUEUE_URL for the functions. */
  env: { SES_ENDPOINT: string; SQS_ENDPOINT: string; MAIL_QUEUE_URL: string };
  setMailDown(down: boolean): void;
  /** Bodies of the messages that failed every delivery. */
  deadLetters(): string[];
  close(): Promise<void>;
}

const backoffMs = (receiveCount: number) => 1000 * 2 ** receiveCount;
const sweepEveryMs = 60_000;

export async function startLocalMail({
  sesEndpoint,
  mailDown,
  queues,
}: {
  sesEndpoint: string;
  mailDown: boolean;
  queues: LocalQueues;
}): Promise<LocalMail> {
  const mailSwitch = await startMailSwitch(sesEndpoint, mailDown);
  const queue = queues.add('enquiry-mail', {
    worker: 'deliverMail',
    handler: deliverMail,
    maxReceiveCount: mailMaxReceiveCount,
    backoffMs,
  });
  const sweep = setInterval(() => {
    runAs('resendMail', resendMail).catch((error: unknown) => logger.error('mail-sweep-failed', { error }));
  }, sweepEveryMs);
  sweep.unref();

  return {
    env: { SES_ENDPOINT: mailSwitch.url, SQS_ENDPOINT: queues.endpoint, MAIL_QUEUE_URL: queue.url },
    setMailDown: (down) => mailSwitch.setDown(down),
    deadLetters: queue.deadLetters,
    async close() {
      clearInterval(sweep);
      await mailSwitch.close(); // hung sends fail at once, so in-flight deliveries end
      await queue.close();
    },
  };
}
