/**
 * The local data folder's table, opened by a command (npm run admin, npm run
 * publish) while npm start is stopped: npm start holds the database otherwise.
 */
import { resolve } from 'node:path';
import { resetClients } from '../../functions/core/aws/endpoints';
import { ensureTable } from './resources';
import { localSettings } from './server';
import { startStandIns } from './stand-ins';

/** Points the functions' clients at the local table; answers how to close it. Rejects when the database is in use. */
export async function openLocalTable(): Promise<() => Promise<void>> {
  const standIns = await startStandIns({
    dataDir: resolve(process.env.DATA_DIR ?? '.data'),
    bucket: localSettings.bucket,
    uploadOrigins: [],
  });
  Object.assign(process.env, {
    TABLE_NAME: localSettings.tableName,
    DYNAMODB_ENDPOINT: standIns.endpoints.dynamodb,
    S3_ENDPOINT: standIns.endpoints.s3,
    MEDIA_BUCKET: localSettings.bucket,
    IMAGE_CACHE_DIR: localSettings.imageCacheDir,
    AWS_REGION: 'us-east-1',
  });
  resetClients();
  await ensureTable(standIns.endpoints.dynamodb, localSettings.tableName);
  return () => standIns.close();
}
