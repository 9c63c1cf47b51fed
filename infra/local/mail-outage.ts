/**
 * The local mail service's front, which can be taken down: while down, it
 * accepts connections and never answers (what a hung SES looks like), for
 * outage drills (LOCAL_MAIL_DOWN=1) and tests. While up it relays every byte
 * to the SES stand-in. Bringing it back drops the hung connections, as a
 * restarted service would, so clients retry at once.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { logServerErrors } from './http-relay';

export interface MailSwitch {
  /** The endpoint clients use instead of the stand-in's. */
  url: string;
  isDown(): boolean;
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startMailSwitch(target: string, down: boolean): Promise<MailSwitch> {
  const { hostname, port } = new URL(target);
  const hung = new Set<Socket>();
  const open = new Set<Socket>();
  let isDown = down;
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => {
      open.delete(client);
      hung.delete(client);
    });
    client.on('error', () => client.destroy());
    if (isDown) {
      hung.add(client);
      return;
    }
    const upstream = connect(Number(port), hostname);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  logServerErrors('Mail switch', server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    isDown: () => isDown,
    setDown(value) {
      isDown = value;
      if (!value) for (const socket of hung) socket.destroy();
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
