/**
 * The scheduled mail sweep (hourly in the cloud, on a timer locally): puts
 * enquiries whose mail failed, or never reached the queue, back on it.
 */
import { resendUnsentMail } from '../core/leads/mail-resend';

export async function handler(): Promise<{ requeued: number }> {
  return { requeued: (await resendUnsentMail()).length };
}
