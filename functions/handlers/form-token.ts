import type { GuardedForm } from '../contract/spam';
import { formToken } from '../contract/specs/form-token';
import { signingKey } from '../core/auth/signing-key';
import { defineHandler } from '../core/http/public';
import { signFormToken } from '../core/spam/token';

/** A public form asks for this on first use: the token later proves it came from the page, and how long the visitor took. */
// The schema's picklist admits only the guarded forms' names.
export const handler = defineHandler(formToken, async ({ body }) => ({
  body: { ack: 1, data: { token: signFormToken(await signingKey(), body.form as GuardedForm, Date.now()) } },
}));
