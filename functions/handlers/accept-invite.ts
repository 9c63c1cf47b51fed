import { messages } from '../contract/messages';
import { acceptInvite } from '../contract/specs/accept-invite';
import { acceptInvitation } from '../core/auth/invitations';
import { defineHandler } from '../core/http/public';

/** Public: the invitee sets a password with their one-time link and is signed in (token beside ack). */
export const handler = defineHandler(acceptInvite, async ({ body }) => ({
  body: { ack: 1, msg: messages.invitationAccepted, token: await acceptInvitation(body.token, body.password) },
}));
