/**
 * The frame every Lambda handler shares: it checks the bearer token of admin
 * routes, parses the body, checks the path parameters and the body against
 * the route's schemas (functions/contract/specs/), runs the
 * handler's one piece of work with the clean values and shapes the answer.
 * Errors become JSON with the text under msg, message and error, since the
 * spec's screens read different fields (§7, §8); nothing leaks a stack.
 * Every request writes one log line: request id, route, method, status and
 * duration, and an unexpected error with its stack.
 *
 * Handlers do not use this module: they call defineHandler from ./handler
 * (any route) or ./public (public routes). The token check comes in as a
 * parameter so that public functions' bundles carry no JWT library and no
 * Secrets Manager client.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiResult } from '../../contract/entities';
import { messages } from '../../contract/messages';
import type { RouteSpec } from '../../contract/route-schemas';
import type { AuditEvent } from '../../contract/audit';
import type { RouteDef } from '../../contract/routes';
import type { Schema } from '../../contract/schemas/fields';
import type { Values } from '../../contract/schemas/validate';
import type { AuditActor } from '../audit/audit';
import type { AdminClaims } from '../auth/tokens';
import { logger } from '../logger';
import { parseBody, type Body } from './body';
import { HttpError } from './errors';
import { cachePolicy } from './cache-control';
import { checkBody, checkParams } from './request-checks';
import { clientAddress } from './viewer-address';

/** What a handler gets: path parameters, query and body as its route's schemas made them. */
export interface Request<P = Record<string, string>, B = Body, Q = Record<string, string>> {
  params: P;
  query: Q;
  body: B;
  admin: AdminClaims | null;
  sourceIp: string | undefined;
}

/** The request a route spec yields: untyped parts where the route declares no schema. */
export type RequestOf<P, S extends Schema, Q = undefined> = Request<
  [P] extends [undefined] ? Record<string, string> : P,
  [S] extends [never] ? Body : Values<S>,
  [Q] extends [undefined] ? Record<string, string> : Q
>;

/** A handler's answer: `data` is there exactly when its route declares a response type. */
export interface Reply<T = unknown> {
  status?: number;
  /** Headers beside the frame's own (e.g. a list's paging). */
  headers?: Record<string, string>;
  body: Omit<ApiResult, 'data'> & ([T] extends [undefined] ? { data?: undefined } : { data: T });
  /** Admin writes: what to record in the audit log (the frame adds who and when, once the answer is a success). */
  audit?: AuditEvent | readonly AuditEvent[];
}

export type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** Answers the claims of a valid bearer header and live session, or throws 401 (403 when the route is not for the caller's role). */
export type Authorizer = (header: string | undefined, route: RouteDef) => Promise<AdminClaims>;

/** Records an admin's write in the audit log (core/audit). */
export type Auditor = (actor: AuditActor, event: AuditEvent) => Promise<void>;

export type Work<P, S extends Schema, T, Q = undefined> = (request: RequestOf<P, S, Q>) => Promise<Reply<T>>;

/** The defineHandler of a kind of route: ./handler passes the token check and the audit log, ./public neither. */
export const handlerDefiner =
  (authorize: Authorizer | null, audit: Auditor | null = null) =>
  <R extends RouteDef, P, S extends Schema, T, Q>(spec: RouteSpec<R, P, S, T, Q>, work: NoInfer<Work<P, S, T, Q>>): Handler =>
    frame(spec, work, authorize, audit);

export function frame<R extends RouteDef, P, S extends Schema, T, Q>(
  spec: RouteSpec<R, P, S, T, Q>,
  work: NoInfer<Work<P, S, T, Q>>,
  authorize: Authorizer | null,
  audit: Auditor | null = null,
): Handler {
  const { route } = spec;
  if (route.access === 'admin' && !authorize) throw new Error(`${route.path} is an admin route: define it with core/http/handler`);
  const failedAck = route.ack === 'boolean' ? false : 0;

  /** The answer, and the unexpected error behind a 500 (for the log). */
  async function answer(event: APIGatewayProxyEventV2): Promise<[APIGatewayProxyStructuredResultV2, unknown?]> {
    const headers = lowerCaseKeys(event.headers ?? {});
    const json = answerer(cachePolicy(route, headers));
    try {
      const admin = route.access === 'admin' && authorize ? await authorize(headers.authorization, route) : null;
      const raw = event.body ? await parseBody(event.body, event.isBase64Encoded, headers['content-type']) : {};
      const params = checkParams(spec.params, event.pathParameters ?? {});
      const query = checkParams(spec.query, event.queryStringParameters ?? {});
      const body = checkBody(spec.body, raw);
      const reply = await work({ params, query, body, admin, sourceIp: clientAddress(event, headers) } as RequestOf<P, S, Q>);
      if (reply.audit && admin && audit) {
        for (const entry of [reply.audit].flat()) await audit({ email: admin.email, role: admin.role }, entry);
      }
      return [json(reply.status ?? 200, reply.body, reply.headers)];
    } catch (error) {
      if (error instanceof HttpError) {
        return [
          json(
            error.status,
            { ack: failedAck, msg: error.message, message: error.message, error: error.message, errors: error.errors },
            error.headers,
          ),
        ];
      }
      return [json(500, { ack: failedAck, msg: messages.serverError, message: messages.serverError, error: messages.serverError }), error];
    }
  }

  return async (event) => {
    const started = performance.now();
    const [result, failure] = await answer(event);
    const fields = { requestId: event.requestContext?.requestId, route: route.path, method: route.method, status: result.statusCode };
    const durationMs = Math.round(performance.now() - started);
    if (failure === undefined) logger.info('request', { ...fields, durationMs });
    else logger.error('request', { ...fields, durationMs, error: failure });
    return result;
  };
}

function lowerCaseKeys(headers: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** JSON answers with the Cache-Control the route's policy gives their status. */
function answerer(cacheControl: (status: number) => string) {
  return (statusCode: number, body: ApiResult, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 => ({
    statusCode,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl(statusCode) },
    body: JSON.stringify(body),
  });
}
