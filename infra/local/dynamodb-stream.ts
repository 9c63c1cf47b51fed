/**
 * The table's stream (NEW_AND_OLD_IMAGES), as DynamoDB Streams would feed a
 * Lambda: one event per write call, in write order, delivered after the write
 * was answered. Each subscriber has its own queue; a subscriber's failure is
 * logged and is its own business (the real trigger would retry; ours do).
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { DynamoDBRecord, DynamoDBStreamEvent, StreamRecord } from 'aws-lambda';
import { itemBytes, type Item } from './dynamodb-limits';

export type StreamListener = (event: DynamoDBStreamEvent) => Promise<void>;

export interface TableStream {
  /** Answers the function that unsubscribes. */
  subscribe(listener: StreamListener): () => void;
  /** Resolves once every event emitted so far has been handled by every subscriber. */
  idle(): Promise<void>;
}

/** One item's change, as the proxy saw it. */
export interface Change {
  table: string;
  keys: Item;
  oldImage?: Item;
  newImage?: Item;
  /** TTL deletions are made by the service, not by a caller. */
  byService?: boolean;
}

const streamLabel = new Date().toISOString().replace(/Z$/, '');

export class LocalTableStream implements TableStream {
  private readonly queues = new Map<symbol, Promise<void>>();
  private readonly listeners = new Map<symbol, StreamListener>();
  private sequence = 10n ** 20n;

  constructor(private readonly region: string) {}

  subscribe(listener: StreamListener): () => void {
    const id = Symbol('subscriber');
    this.listeners.set(id, listener);
    this.queues.set(id, Promise.resolve());
    return () => {
      this.listeners.delete(id);
      this.queues.delete(id);
    };
  }

  /** Whether anyone listens: the proxy reads images only then. */
  get active(): boolean {
    return this.listeners.size > 0;
  }

  async idle(): Promise<void> {
    // A handled event may lead to writes of its own, hence the loop.
    for (let previous: Promise<void>[] = []; ; ) {
      const current = [...this.queues.values()];
      if (current.length === previous.length && current.every((queue, index) => queue === previous[index])) return;
      await Promise.all(current);
      previous = current;
    }
  }

  /** Queues one event with the records of these changes; unchanged items make no record, as in DynamoDB. */
  emit(changes: Change[]): void {
    const records = changes.filter((change) => !isDeepStrictEqual(change.oldImage, change.newImage)).map((change) => this.record(change));
    if (records.length === 0) return;
    const event: DynamoDBStreamEvent = { Records: records };
    for (const [id, listener] of this.listeners) {
      const queue = (this.queues.get(id) ?? Promise.resolve())
        .then(() => listener(structuredClone(event)))
        .catch((error: unknown) => console.error('Table stream subscriber failed:', error));
      this.queues.set(id, queue);
    }
  }

  private record({ table, keys, oldImage, newImage, byService }: Change): DynamoDBRecord {
    this.sequence += 1n;
    const dynamodb: StreamRecord = {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      Keys: keys as StreamRecord['Keys'],
      ...(newImage ? { NewImage: newImage as StreamRecord['NewImage'] } : {}),
      ...(oldImage ? { OldImage: oldImage as StreamRecord['OldImage'] } : {}),
      SequenceNumber: this.sequence.toString(),
      SizeBytes: itemBytes(keys) + (newImage ? itemBytes(newImage) : 0) + (oldImage ? itemBytes(oldImage) : 0),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    };
    return {
      eventID: randomUUID().replaceAll('-', ''),
      eventName: !oldImage ? 'INSERT' : !newImage ? 'REMOVE' : 'MODIFY',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: this.region,
      dynamodb,
      eventSourceARN: `arn:aws:dynamodb:${this.region}:000000000000:table/${table}/stream/${streamLabel}`,
      ...(byService ? { userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } } : {}),
    };
  }
}
