/** The S3 client, created on first use and reused across invocations. */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { clientSettings, onReset, withPlugins } from './endpoints';

let s3Client: S3Client | undefined;
onReset(() => (s3Client = undefined));

export function s3(): S3Client {
  const endpoint = config.endpoints.s3;
  s3Client ??= withPlugins(
    new S3Client({
      ...clientSettings(endpoint),
      forcePathStyle: Boolean(endpoint),
      // Default checksums break presigned uploads on real S3 and streamed ones on s3rver.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  return s3Client;
}
