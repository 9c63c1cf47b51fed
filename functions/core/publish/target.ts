/**
 * Where and with what the worker publishes, from its environment:
 * RENDERER_DIR (the folder holding render-page.js), SITE_ORIGIN, and either
 * PAGES_DIR (a local folder, set by the local stack) or SITE_BUCKET with
 * DISTRIBUTION_ID (the cloud: the site bucket behind CloudFront). A folder
 * with DISTRIBUTION_ID set is invalidated too (the local CloudFront stand-in).
 */
import type { PublishTarget } from './publisher';
import { loadRenderer } from './renderer';
import { cdnInvalidator } from './invalidation';
import { s3Store } from './s3-store';
import { folderStore } from './store';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export async function targetFromEnv(): Promise<PublishTarget> {
  const { PAGES_DIR: pagesDir, DISTRIBUTION_ID: distributionId } = process.env;
  const folder = (dir: string) => ({ ...folderStore(dir), ...(distributionId ? { invalidate: cdnInvalidator(distributionId) } : {}) });
  return {
    renderer: await loadRenderer(required('RENDERER_DIR')),
    origin: new URL(required('SITE_ORIGIN')).origin,
    store: pagesDir ? folder(pagesDir) : s3Store(required('SITE_BUCKET'), distributionId),
  };
}
