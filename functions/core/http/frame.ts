/**
 * The frame every Lambda handler shares: it checks the bearer token of admin
 * routes, parses the body, runs the handler's one piece of work and shapes the
 * answer. Errors become JSON with the text under msg, message and error, since
 * the spec's screens read different fields (§7, §8); nothing leaks a stack.
 *
 * Handlers do not use this module: they call defineHandler from ./handler
 * (any route) or ./public (public routes). The token check comes in as a
 * parameter so that public functions' bundles carry no JWT library and no
 * Secrets Manager client.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { messages } from '../../contract/messages';
import type { RouteDef } from '../../contract/routes';
import type { AdminClaims } from '../auth/tokens';
import { parseBody, type Body } from './body';
import { HttpError } from './errors';
import { clientAddress } from './viewer-address';

export interface Request {
  params: Record<string, string>;
  body: Body;
  admin: AdminClaims | null;
  sourceIp: string | undefined;
}

export interface Reply {
  status?: number;
  body: Record<string, unknown>;
}

export type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** Answers the claims of a valid bearer header or throws 401. */
export type Authorizer = (header: string | undefined) => Promise<AdminClaims>;

export function frame(route: RouteDef, work: (request: Request) => Promise<Reply>, authorize: Authorizer | null): Handler {
  if (route.access === 'admin' && !authorize) throw new Error(`${route.path} is an admin route: define it with core/http/handler`);
  const failedAck = route.ack === 'boolean' ? false : 0;
  return async (event) => {
    try {
      const headers = lowerCaseKeys(event.headers ?? {});
      const admin = route.access === 'admin' ? await authorize!(headers.authorization) : null;
      const body = event.body ? await parseBody(event.body, event.isBase64Encoded, headers['content-type']) : {};
      const reply = await work({
        params: (event.pathParameters ?? {}) as Record<string, string>,
        body,
        admin,
        sourceIp: clientAddress(event, headers),
      });
      return json(reply.status ?? 200, reply.body);
    } catch (error) {
      if (error instanceof HttpError) {
        return json(error.status, { ack: failedAck, msg: error.message, message: error.message, error: error.message, errors: error.errors }, error.headers);
      }
      console.error(JSON.stringify({ route: route.path, error: error instanceof Error ? error.stack : String(error) }));
      return json(500, { ack: failedAck, msg: messages.serverError, message: messages.serverError, error: messages.serverError });
    }
  };
}

function lowerCaseKeys(headers: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function json(statusCode: number, body: Record<string, unknown>, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}
