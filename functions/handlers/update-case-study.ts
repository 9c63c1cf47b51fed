import type { AuditEvent } from '../contract/audit';
import type { CaseStudy } from '../contract/entities';
import { messages } from '../contract/messages';
import { updateCaseStudy } from '../contract/specs/update-case-study';
import { type Change, updated } from '../core/content/content-audit';
import { collections } from '../core/content/content';
import { defineHandler } from '../core/http/handler';
import { updateWithRedirects } from '../core/redirects/url-change';

export const handler = defineHandler(updateCaseStudy, async ({ params, body, admin }) => {
  const { change, urlChange }: { change: Change<CaseStudy>; urlChange: AuditEvent[] } = await updateWithRedirects(
    collections.caseStudy,
    params.id,
    body,
    admin,
  );
  return {
    body: { ack: 1, msg: messages.updated.caseStudy, data: change.after },
    audit: [...updated(collections.caseStudy, change), ...urlChange],
  };
});
