/**
 * s3rver keeps each object as files in a folder per key prefix, and its own
 * writes are not safe next to its deletes: putObject creates the key's folder,
 * then opens the file a moment later, while a delete of the folder's last
 * object removes the folder as empty in between. The open then fails (ENOENT)
 * on a write stream nobody listens to, and the whole process exits. Its writes
 * also answer before the bytes are flushed, and a broken body leaves a
 * truncated object behind.
 *
 * This wraps s3rver's store from outside (its package stays as published):
 * an object is written to a staging file at the bucket's root (a folder no
 * delete removes), every stream error is handled, and only a complete body is
 * moved to its key, by a rename made while no delete can empty the folder.
 * An object is therefore stored whole or not at all.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { KeyLocks } from './key-locks';

type Metadata = Record<string, string | number | undefined>;

/** The part of s3rver's FilesystemStore this wraps (s3rver/lib/stores/filesystem.js). */
export interface S3rverStore {
  rootDirectory: string;
  getBucketPath(bucket: string): string;
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<Metadata>;
  putMetadata(bucket: string, key: string, metadata: Metadata, md5?: string): Promise<void>;
  putObject(object: { bucket: string; key: string; content: Readable | Buffer; metadata: Metadata }): Promise<Written>;
  copyObject(srcBucket: string, srcKey: string, destBucket: string, destKey: string, replacement?: Metadata): Promise<Metadata>;
  deleteObject(bucket: string, key: string): Promise<void>;
  putPart(bucket: string, uploadId: string, partNumber: number, content: Readable): Promise<Written>;
}

interface Written {
  size: number;
  md5: string;
}

/** Staging files sit at a bucket's root under s3rver's own suffix, so no object key can name one and no listing shows one. */
const stagingPrefix = '._S3rver_incoming-';

/** Makes the store's writes whole-or-nothing and safe beside its deletes (see above). */
export function guardStore(store: S3rverStore): void {
  const locks = new KeyLocks();
  /** One at a time: a delete's empty-folder cleanup and a write's move into a folder never interleave. */
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await locks.acquire(['folders']);
    try {
      return await work();
    } finally {
      release();
    }
  };
  const deleteObject = store.deleteObject.bind(store);
  const stagingPath = (bucket: string) => join(store.getBucketPath(bucket), `${stagingPrefix}${randomUUID()}`);

  /** Moves a complete staged file to its key, with its metadata, while no delete can remove the key's folder. */
  const place = (staged: string, bucket: string, key: string, metadata: Metadata, md5: string) =>
    exclusive(async () => {
      const target = store.getResourcePath(bucket, key, 'object');
      await mkdir(dirname(target), { recursive: true });
      // Metadata first: a reader finds a new key only once all of it is there (keys here are never reused).
      await store.putMetadata(bucket, key, metadata, md5);
      await rename(staged, target);
    });

  async function stageAndPlace(content: Readable | Buffer, bucket: string, key: string, metadata: () => Promise<Metadata>) {
    const staged = stagingPath(bucket);
    try {
      const written = await writeCounted(content, staged);
      await place(staged, bucket, key, await metadata(), written.md5);
      return written;
    } finally {
      await rm(staged, { force: true });
    }
  }

  Object.assign(store, {
    putObject: (object: Parameters<S3rverStore['putObject']>[0]) =>
      stageAndPlace(object.content, object.bucket, object.key, async () => object.metadata),

    async copyObject(srcBucket: string, srcKey: string, destBucket: string, destKey: string, replacement?: Metadata) {
      const source = store.getResourcePath(srcBucket, srcKey, 'object');
      const metadata = async () => replacement ?? storedMetadata(store.getResourcePath(srcBucket, srcKey, 'metadata.json'));
      if (source === store.getResourcePath(destBucket, destKey, 'object')) {
        // Same key: only its metadata changes.
        await exclusive(async () => store.putMetadata(destBucket, destKey, await metadata()));
      } else {
        await stageAndPlace(createReadStream(source), destBucket, destKey, metadata);
      }
      return store.getMetadata(destBucket, destKey);
    },

    deleteObject: (bucket: string, key: string) => exclusive(() => deleteObject(bucket, key)),

    async putPart(bucket: string, uploadId: string, partNumber: number, content: Readable) {
      const partPath = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId, String(partNumber));
      await mkdir(dirname(partPath), { recursive: true });
      const written = await writeCounted(content, partPath).catch(async (error: unknown) => {
        await rm(partPath, { force: true });
        throw error;
      });
      await writeFile(`${partPath}.md5`, written.md5);
      return written;
    },
  });
}

/** Removes staging files a stopped process left behind (data kept across starts). */
export async function removeStaleStaging(rootDirectory: string): Promise<void> {
  const buckets = await readdir(rootDirectory, { withFileTypes: true }).catch(() => []);
  for (const bucket of buckets.filter((entry) => entry.isDirectory())) {
    const files = await readdir(join(rootDirectory, bucket.name));
    await Promise.all(files.filter((name) => name.startsWith(stagingPrefix)).map((name) => rm(join(rootDirectory, bucket.name, name))));
  }
}

/** Writes the whole body to `path`, answering its size and MD5; rejects on any error of the body or the file. */
async function writeCounted(content: Readable | Buffer, path: string): Promise<Written> {
  const md5 = createHash('md5');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, counter, createWriteStream(path));
  return { size, md5: md5.digest('hex') };
}

async function storedMetadata(path: string): Promise<Metadata> {
  return JSON.parse(await readFile(path, 'utf8').catch(() => '{}')) as Metadata;
}
