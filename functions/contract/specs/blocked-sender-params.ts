import * as v from 'valibot';
import type { ParamsSpec } from '../route-spec';
import { simpleEmail } from '../schemas/patterns';

/** The blocked-sender routes' path parameter and answer. */

/** A blocked sender: their later messages land in Spam. */
export interface BlockedSender {
  email: string;
  blockedAt: string;
  blockedBy: string;
}

/** The blocked address in the path: anything that is not an address is 400. */
export const senderEmail = (): ParamsSpec<{ email: string }> => ({
  schema: v.object({
    email: v.pipe(
      v.string('Enter a valid e-mail address.'),
      v.maxLength(254, 'Enter a valid e-mail address.'),
      v.regex(simpleEmail, 'Enter a valid e-mail address.'),
      v.toLowerCase(),
    ),
  }),
  status: 400,
});
