import { messages } from '../contract/messages';
import { inviteAdmin } from '../contract/specs/invite-admin';
import { inviteUser } from '../core/auth/invitations';
import { HttpError } from '../core/http/errors';
import { defineHandler } from '../core/http/handler';

/** Owners: invites an address with a role (or renews its pending invitation) and mails the one-time link. */
export const handler = defineHandler(inviteAdmin, async ({ body, admin }) => {
  if (!admin) throw new HttpError(401, messages.unauthorized);
  const { user, audit } = await inviteUser(admin.email, body);
  return { status: 201, body: { ack: 1, msg: messages.invitationSent, data: user }, audit };
});
