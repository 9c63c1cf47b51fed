import type { AuditEvent } from '../contract/audit';
import type { PressRelease } from '../contract/entities';
import { messages } from '../contract/messages';
import { updatePressRelease } from '../contract/specs/update-press-release';
import { type Change, updated } from '../core/content/content-audit';
import { collections } from '../core/content/content';
import { defineHandler } from '../core/http/handler';
import { updateWithRedirects } from '../core/redirects/url-change';

export const handler = defineHandler(updatePressRelease, async ({ params, body, admin }) => {
  const { change, urlChange }: { change: Change<PressRelease>; urlChange: AuditEvent[] } = await updateWithRedirects(
    collections.press,
    params.id,
    body,
    admin,
  );
  return {
    body: { ack: 1, msg: messages.updated.press, data: change.after },
    audit: [...updated(collections.press, change), ...urlChange],
  };
});
