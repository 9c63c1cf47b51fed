/**
 * What the local fronts (the S3 upload-policy front, the DynamoDB limits proxy)
 * share: a loopback server, reading a bounded request body, and relaying a
 * request to the stand-in behind, streamed or buffered.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { pipeline } from 'node:stream/promises';

export const loopback = '127.0.0.1';

export interface Front {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a server on a free loopback port. A handler's failure is logged in one
 * line and answered by `failure` (the service's own 500) while nothing was sent
 * yet; a half-sent answer is cut off instead, so the client cannot take it for whole.
 */
export async function startFront(
  name: string,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  failure: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<Front> {
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (clientWentAway(response, error)) return;
      const path = new URL(request.url ?? '/', 'http://local').pathname; // never the query: it may carry a signature
      console.error(`${name}: ${request.method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
      if (response.headersSent) response.destroy();
      else failure(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, loopback, () => resolve()));
  logServerErrors(name, server);
  return {
    url: `http://${loopback}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The client stopped reading before the answer was whole: its own choice (a cancelled page, say), no failure to log. */
export function clientWentAway(response: ServerResponse, error: unknown): boolean {
  return response.destroyed && (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** A listening server's own errors (accepting a connection failing under load, say) are logged: unheard, they would end the process. */
export function logServerErrors(name: string, server: NetServer): void {
  server.on('error', (error) => console.error(`${name}: ${error.message}`));
}

export class BodyTooLarge extends Error {}

/** The whole request body, refusing (BodyTooLarge) past `limit` bytes without buffering the rest. */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) {
      request.resume();
      throw new BodyTooLarge(`request body over ${limit} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends one request upstream and buffers the answer. */
export function exchange(upstream: string, method: string, path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${upstream}${path}`,
      { method, headers: { ...headers, 'content-length': String(body.length) } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Answers the client with a buffered upstream answer, unchanged. */
export function reply(response: ServerResponse, { status, headers, body }: Exchange): void {
  response.writeHead(status, { ...headers, 'content-length': String(body.length) });
  response.end(body);
}

/**
 * Streams a request upstream and the answer back, unchanged unless a replacement
 * body (and its headers) is given. Rejects on any error of either side: a client
 * gone mid-body aborts the upstream request too, so nothing half-sent is stored.
 */
export function relay(
  upstream: string,
  request: IncomingMessage,
  response: ServerResponse,
  replacement?: { body: Buffer; headers: IncomingHttpHeaders },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers = replacement?.headers ?? request.headers;
    const outgoing = httpRequest(`${upstream}${request.url ?? '/'}`, { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      pipeline(answer, response).then(resolve, reject);
    });
    outgoing.on('error', reject);
    if (replacement) outgoing.end(replacement.body);
    else pipeline(request, outgoing).catch(reject);
  });
}
