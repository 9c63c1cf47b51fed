/**
 * What the local server does when serving one request fails unexpectedly (a
 * stand-in gone, a broken stream, a client gone mid-body): one log line, then
 * a 500 in the caller's terms while nothing was sent yet (for /api the JSON
 * error every handler answers, elsewhere plain text), or a cut-off answer once
 * part of it was, so a client never takes a truncated page for a whole one.
 * The server itself keeps serving.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { messages } from '../../functions/contract/messages';
import { matchPath, routeList } from '../../functions/contract/routes';
import { logger } from '../../functions/core/logger';
import { clientWentAway } from './http-relay';

export function answerFailure(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  if (clientWentAway(response, error)) return;
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  logger.error('local-request-failed', { method: request.method, path, error });
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.statusCode = 500;
  // Headers set for the answer that failed (its length, say) do not describe this one.
  response.removeHeader('content-length');
  response.setHeader('cache-control', 'no-store');
  if (!path.startsWith('/api/')) {
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end('Internal Server Error');
    return;
  }
  const route = routeList.find((candidate) => candidate.method === request.method && matchPath(candidate.path, path));
  const text = messages.serverError;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ ack: route?.ack === 'boolean' ? false : 0, msg: text, message: text, error: text }));
}
