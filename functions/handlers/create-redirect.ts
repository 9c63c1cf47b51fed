import { redirectMessages } from '../contract/redirects';
import { createRedirect } from '../contract/specs/create-redirect';
import { defineHandler } from '../core/http/handler';
import { addRedirect } from '../core/redirects/redirects';

/** Owners: adds a manual redirect, kept in the table and written to the edge. */
export const handler = defineHandler(createRedirect, async ({ body, admin }) => {
  const { redirect, audit } = await addRedirect(body, admin?.email ?? 'unknown');
  return { status: 201, body: { ack: 1, msg: redirectMessages.created, data: redirect }, audit };
});
