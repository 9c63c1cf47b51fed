/**
 * CVs in the media bucket: the browser uploads to applications-staged/ by a
 * presigned POST; an application then names that key, the bytes are checked
 * (./cv-file-type) and the file is copied to applications/<id>.<kind>, which
 * nobody reaches but through a five-minute signed link. Staged files are
 * deleted on use, or by the bucket's lifecycle after a day.
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  applicationMessages,
  cvContentTypes,
  type CvKind,
  type CvUpload,
  cvLinkSeconds,
  cvPrefix,
  cvStagingPrefix,
  maxCvBytes,
} from '../../contract/applications';
import { presignUpload } from '../aws/presigned-post';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { invalid } from '../http/errors';
import { sniffCv } from './cv-file-type';

export function createCvUpload(contentType: string): Promise<CvUpload> {
  return presignUpload(`${cvStagingPrefix}${crypto.randomUUID()}`, contentType, maxCvBytes);
}

export const cvKey = (id: string, kind: CvKind) => `${cvPrefix}${id}.${kind}`;

/** Checks a staged CV by its bytes and keeps it for application `id`; a refused file is deleted and the field answers 400. */
export async function keepCv(uploadKey: string, id: string): Promise<CvKind> {
  const bucket = config.mediaBucket;
  const head = await s3()
    .send(new HeadObjectCommand({ Bucket: bucket, Key: uploadKey }))
    .catch((error: unknown) => {
      if (isMissing(error)) invalid({ cvUploadId: applicationMessages.cvMissing });
      throw error;
    });
  if ((head.ContentLength ?? 0) > maxCvBytes) {
    await discard(uploadKey);
    invalid({ cvUploadId: applicationMessages.cvTooLarge });
  }
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: uploadKey }));
  const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  const kind = sniffCv(bytes);
  if (!kind) {
    await discard(uploadKey);
    invalid({ cvUploadId: applicationMessages.cvWrongType });
  }
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: cvKey(id, kind),
      CopySource: `${bucket}/${uploadKey}`,
      ContentType: cvContentTypes[kind],
      MetadataDirective: 'REPLACE',
    }),
  );
  await discard(uploadKey);
  return kind;
}

/** A link that downloads the CV as an attachment for a few minutes. */
export function cvLink(id: string, kind: CvKind, candidate: string): Promise<string> {
  const safeName =
    candidate
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'candidate';
  const download = new GetObjectCommand({
    Bucket: config.mediaBucket,
    Key: cvKey(id, kind),
    ResponseContentDisposition: `attachment; filename="CV-${safeName}.${kind}"`,
    ResponseContentType: cvContentTypes[kind],
  });
  return getSignedUrl(s3(), download, { expiresIn: cvLinkSeconds });
}

export async function deleteCv(id: string, kind: CvKind): Promise<void> {
  await discard(cvKey(id, kind));
}

async function discard(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.mediaBucket, Key: key }));
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
