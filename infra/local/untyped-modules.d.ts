declare module 'dynalite' {
  import type { Server } from 'node:http';
  export default function dynalite(options?: {
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    path?: string;
  }): Server;
}

declare module 's3rver' {
  import type { AddressInfo, Server } from 'node:net';
  import type { S3rverStore } from './s3-store';
  export default class S3rver {
    constructor(options: Record<string, unknown>);
    store: S3rverStore;
    /** Set by run(). */
    httpServer: Server;
    /** Koa's: every error a request met, with that request's context. */
    on(event: 'error', listener: (error: Error, context: { method: string; path: string }) => void): this;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
