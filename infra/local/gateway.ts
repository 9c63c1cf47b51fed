/**
 * The local stand-in for API Gateway: routes /api/* through the same route table
 * as the cloud, builds the same HTTP API v2 event and calls the same handlers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { messages } from '../../functions/contract/messages';
import { matchPath, routeList, type RouteDef } from '../../functions/contract/routes';
import type { Handler } from '../../functions/core/http/handler';
import { runAs } from './iam/caller';

const maxPayloadBytes = 6 * 1024 * 1024; // Lambda's synchronous payload limit, for requests and responses
const handlers = new Map<string, Promise<Handler>>();

function loadHandler(route: RouteDef): Promise<Handler> {
  let handler = handlers.get(route.handler);
  if (!handler) {
    handler = import(`../../functions/handlers/${route.handler}.ts`).then((module: { handler: Handler }) => module.handler);
    handlers.set(route.handler, handler);
  }
  return handler;
}

export async function handleApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const method = request.method ?? 'GET';
  const candidates = routeList.flatMap((route) => {
    const params = matchPath(route.path, url.pathname);
    return params ? [{ route, params }] : [];
  });
  const match = candidates.find((candidate) => candidate.route.method === method);
  if (!match) {
    const status = candidates.length > 0 ? 405 : 404;
    const text = status === 405 ? 'Method not allowed' : messages.routeNotFound;
    send(response, {
      statusCode: status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ack: 0, msg: text, message: text }),
    });
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    send(response, {
      statusCode: 413,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ack: 0, msg: 'Request Entity Too Large' }),
    });
    return;
  }
  const event = toEvent(request, url, match.route, match.params, body);
  const handler = await loadHandler(match.route);
  send(response, withinPayloadLimit(await runAs(match.route.name, () => handler(event))));
}

/**
 * Lambda refuses a response over its payload limit and API Gateway answers 502,
 * so the local stack does too: a list that outgrows it fails here as in the cloud.
 * The frame's headers (Cache-Control included) pass unchanged.
 */
function withinPayloadLimit(result: APIGatewayProxyStructuredResultV2): APIGatewayProxyStructuredResultV2 {
  if (Buffer.byteLength(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8') <= maxPayloadBytes) return result;
  return { statusCode: 502, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Internal Server Error' }) };
}

function toEvent(
  request: IncomingMessage,
  url: URL,
  route: RouteDef,
  params: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const text = (headers['content-type'] ?? '').startsWith('application/json') || (headers['content-type'] ?? '').startsWith('text/');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    cookies: request.headers.cookie?.split(';').map((cookie) => cookie.trim()),
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    pathParameters: Object.keys(params).length > 0 ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: sourceIp(request),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: crypto.randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length > 0 ? body.toString(text ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !text,
  };
}

/**
 * The caller's address as API Gateway reports it: the socket's own (never a
 * header the caller sets), IPv4 without Node's IPv6-mapped prefix. Tests that
 * need a second client connect from another loopback address (127.0.0.2).
 */
function sourceIp(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxPayloadBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  response.statusCode = result.statusCode ?? 200;
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, String(value));
  if (result.cookies?.length) response.setHeader('set-cookie', result.cookies);
  response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}
