/** A local HTTP receiver for webhook deliveries: records each request and answers the status the test sets. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: ReceivedDelivery[];
  /** The status each request to this path is answered with (200 unless set). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedDelivery[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.get(path) ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
