/**
 * Uploads the build's static files (dist/web: hashed /assets/*, favicon,
 * fonts, the brand card...) in two passes: hashed assets first (cached for a
 * year, old ones kept so open tabs can still load their chunks), then the rest
 * with no-cache, pruning stale static files. The publisher's pages are never
 * uploaded nor pruned here: they are excluded from the sync, which also keeps
 * them from being deleted.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { Annotations, RemovalPolicy } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { projectRoot } from './bundling';
import { pageFilePatterns } from './grants';
import { logRetention } from './lambda';

export const hashedAssetsCache = 'public, max-age=31536000, immutable';

export interface SiteContentProps {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** dist/web, relative to the project root or absolute. */
  readonly webDist: string;
}

export class SiteContent extends Construct {
  readonly assets: BucketDeployment;
  readonly files: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);
    const source = webSource(this, props.webDist);
    // One log group for the deployment handler both passes share.
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    this.assets = new BucketDeployment(this, 'Assets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString(hashedAssetsCache)],
      memoryLimit: 512,
      logGroup,
    });
    this.files = new BucketDeployment(this, 'Files', {
      sources: [source],
      destinationBucket: props.bucket,
      // .vite/ holds the build manifest, already inside the renderer.
      exclude: ['assets/*', '.vite/*', ...pageFilePatterns],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup,
    });
    this.files.node.addDependency(this.assets);
  }
}

function webSource(scope: Construct, webDist: string): ISource {
  const dir = isAbsolute(webDist) ? webDist : join(projectRoot, webDist);
  if (existsSync(join(dir, 'assets'))) return Source.asset(dir);
  Annotations.of(scope).addWarningV2(
    'site:web-build-missing',
    `${dir}/assets is missing: the site has no scripts or styles. Run "npm run build:web" before "npm run deploy".`,
  );
  return Source.data('build-missing.txt', 'The site has not been built. Run npm run build:web, then npm run deploy.\n');
}
