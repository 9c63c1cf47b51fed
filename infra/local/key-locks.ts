/**
 * Per-item write locks for the DynamoDB proxy: writes to one item run one at a
 * time, writes to different items run freely. Several locks are taken in one
 * sorted order, so two batch writes can never wait on each other.
 */
import type { Item } from './dynamodb-limits';

export class KeyLocks {
  private readonly tails = new Map<string, Promise<void>>();

  /** One item's lock id: its table and key, attributes in name order. */
  static id(table: string, key: Item): string {
    return JSON.stringify([
      table,
      Object.keys(key)
        .sort()
        .map((name) => [name, key[name]]),
    ]);
  }

  /** Waits for every given lock; answers the function that releases them all. */
  async acquire(ids: string[]): Promise<() => void> {
    const releases: Array<() => void> = [];
    for (const id of [...new Set(ids)].sort()) releases.push(await this.one(id));
    return () => {
      for (const release of releases) release();
    };
  }

  private async one(id: string): Promise<() => void> {
    const previous = this.tails.get(id) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(id, tail);
    await previous;
    return () => {
      release();
      if (this.tails.get(id) === tail) this.tails.delete(id);
    };
  }
}
