/** An answer other than success, thrown anywhere below a handler and shaped by defineHandler. */
import { messages } from '../../contract/messages';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Extra response headers, e.g. retry-after on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Validation failures answer 400 with every field's message. */
export function invalid(errors: Record<string, string>, summary?: string): never {
  throw new HttpError(400, summary ?? Object.values(errors)[0] ?? messages.badRequest, errors);
}
