/**
 * Stores a CSV export and answers its download link. The file goes to a
 * private prefix of the images bucket (S3 deletes it after a day) under a
 * random folder, so no link can be guessed from another; the link is a
 * presigned GET that works for a few minutes and makes the browser save the
 * file under its dated name.
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { exportLinkSeconds, exportPrefix } from '../../contract/exports';
import { config } from '../config';
import { s3 } from './s3';

const csvType = 'text/csv; charset=utf-8';

export async function storeExport(fileName: string, text: string): Promise<string> {
  const key = `${exportPrefix}${crypto.randomUUID()}/${fileName}`;
  const disposition = `attachment; filename="${fileName}"`;
  // One Put: a file of 100,000 enquiries is tens of MB, far below a single Put's 5 GB.
  await s3().send(
    new PutObjectCommand({ Bucket: config.mediaBucket, Key: key, Body: text, ContentType: csvType, ContentDisposition: disposition }),
  );
  // The answer's headers are named in the link too, so the download is an attachment of this type whatever the object says.
  const download = new GetObjectCommand({
    Bucket: config.mediaBucket,
    Key: key,
    ResponseContentDisposition: disposition,
    ResponseContentType: csvType,
  });
  return getSignedUrl(s3(), download, { expiresIn: exportLinkSeconds });
}
