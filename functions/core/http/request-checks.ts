/**
 * The frame's checks of path parameters and body against a route's schemas:
 * a parameter that can name nothing answers its route's status (404 for an id
 * or slug, 400 for a page) with its text; a body that fails answers 400 with
 * every field's message. A route that takes no body refuses one with fields,
 * so junk sent to it can never pass as a request.
 */
import * as v from 'valibot';
import type { BodySpec, ParamsSpec } from '../../contract/route-schemas';
import { isDraftBody, validateContent } from '../../contract/schemas/publish-state';
import { missesRequired, validate } from '../../contract/schemas/validate';
import { messages } from '../../contract/messages';
import type { Body } from './body';
import { HttpError, invalid } from './errors';

export function checkParams(spec: ParamsSpec | undefined, raw: Record<string, string | undefined>): unknown {
  if (!spec) return raw;
  const result = v.safeParse(spec.schema, raw);
  if (!result.success) throw new HttpError(spec.status, result.issues[0].message);
  return result.output;
}

export function checkBody(spec: BodySpec | undefined, raw: Body): unknown {
  if (!spec) {
    if (Object.keys(raw).length > 0) throw new HttpError(400, messages.takesNoBody);
    return raw;
  }
  const result = spec.draftTitle ? validateContent(spec.schema, raw, spec.mode, spec.draftTitle) : validate(spec.schema, raw, spec.mode);
  if (result.ok) return result.value;
  const draft = spec.draftTitle !== undefined && isDraftBody(raw);
  const summary = spec.incomplete && !draft && missesRequired(spec.schema, result.errors) ? spec.incomplete : undefined;
  return invalid(result.errors, summary);
}
