import { redirectMessages } from '../contract/redirects';
import { deleteRedirect } from '../contract/specs/delete-redirect';
import { defineHandler } from '../core/http/handler';
import { removeRedirect } from '../core/redirects/redirects';

/** Owners: deletes a manual redirect, from the table and the edge. */
export const handler = defineHandler(deleteRedirect, async ({ query }) => ({
  body: { ack: 1, msg: redirectMessages.deleted },
  audit: await removeRedirect(query.from),
}));
