/**
 * Scheduled publishing locally: the cloud's one-minute EventBridge rule runs
 * functions/workers/publish-scheduled.ts; here the same handler runs on a
 * timer, every LOCAL_SCHEDULE_TICK_MS (default 5000) ms, so a scheduled item
 * goes live within seconds of its time. One run at a time; a failed run is
 * logged and the next tick tries again.
 */
import { logger } from '../../functions/core/logger';
import { handler as publishScheduled } from '../../functions/workers/publish-scheduled';
import { runAs } from './iam/caller';

export interface LocalScheduler {
  /** Runs the worker now (or joins the run under way). */
  run(): Promise<void>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export const defaultScheduleTickMs = 5000;

export function scheduleTickMs(env = process.env): number {
  const value = Number(env.LOCAL_SCHEDULE_TICK_MS);
  return Number.isFinite(value) && value >= 100 ? value : defaultScheduleTickMs;
}

export function startScheduler(everyMs: number): LocalScheduler {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= runAs('publishScheduled', publishScheduled)
      .then(() => undefined)
      .catch((error: unknown) => logger.error('scheduled-publish-failed', { error }))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
