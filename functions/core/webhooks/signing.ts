/**
 * Delivery signatures: the receiver recomputes the HMAC-SHA256 of
 * "<timestamp>.<body>" with the webhook's secret and compares it with the
 * X-Webhook-Signature header; the timestamp in the signed text lets it refuse
 * replays of an old delivery.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, shown to the Owner once. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('hex')}`;

/** The X-Webhook-Signature value for a body sent at `timestamp` (seconds since 1970). */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
