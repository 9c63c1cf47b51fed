/**
 * One client per service and process, created on first use (Lambda reuses them
 * across invocations). Endpoints point at the local stand-ins when configured.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';

/** The local stand-ins accept any key but s3rver's own, so that one serves all three. */
const localCredentials = (endpoint: string | undefined) =>
  endpoint ? { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {};

let documentClient: DynamoDBDocumentClient | undefined;
export function db(): DynamoDBDocumentClient {
  const endpoint = config.endpoints.dynamodb;
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: config.region, endpoint, ...localCredentials(endpoint) }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return documentClient;
}

let s3Client: S3Client | undefined;
export function s3(): S3Client {
  const endpoint = config.endpoints.s3;
  s3Client ??= new S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: Boolean(endpoint),
    // Default checksums break presigned uploads on real S3 and streamed ones on s3rver.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...localCredentials(endpoint),
  });
  return s3Client;
}

let sesClient: SESv2Client | undefined;
export function ses(): SESv2Client {
  const endpoint = config.endpoints.ses;
  sesClient ??= new SESv2Client({ region: config.region, endpoint, ...localCredentials(endpoint) });
  return sesClient;
}

/** Tests and the local stack change endpoints between runs. */
export function resetClients(): void {
  documentClient = undefined;
  s3Client = undefined;
  sesClient = undefined;
}
