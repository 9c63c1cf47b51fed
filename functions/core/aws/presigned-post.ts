/**
 * A browser upload straight to the media bucket: a presigned POST for one
 * key, one declared type and at most so many bytes, valid for ten minutes.
 * S3 enforces the policy; the stored bytes are still checked afterwards,
 * since the browser chooses what it sends under that type.
 */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { config } from '../config';
import { s3 } from './s3';

const uploadLifetimeSeconds = 600;

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
}

export async function presignUpload(key: string, contentType: string, maxBytes: number): Promise<PresignedUpload> {
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: config.mediaBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: uploadLifetimeSeconds,
  });
  return { url, fields, key, maxBytes };
}
