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
  import type { AddressInfo } from 'node:net';
  import type { S3rverStore } from './s3-store';
  export default class S3rver {
    constructor(options: Record<string, unknown>);
    store: S3rverStore;
    on(event: 'error', listener: (error: Error) => void): this;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
