/** The whole product on AWS, composed from the constructs next to this file. */
import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Api } from './api';
import { Data } from './data';
import { SecurityHeadersPolicy } from './headers';
import { Media } from './media';
import { Operations } from './operations';
import type { SiteSettings } from './settings';
import { Site, SiteContent, siteBucket } from './site';

export interface SiteStackProps extends StackProps {
  readonly settings: SiteSettings;
}

export class SiteStack extends Stack {
  readonly data: Data;
  readonly media: Media;
  readonly api: Api;
  readonly site: Site;
  readonly signingKey: Secret;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.data = new Data(this, 'Data');
    this.signingKey = new Secret(this, 'JwtSigningKey', {
      description: 'HS256 key that signs and verifies admin session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });

    const bucket = siteBucket(this, 'SiteBucket');
    // The images bucket's CORS names the site's origin; with no custom domain that
    // is the distribution's domain, known only once the distribution exists.
    let siteOrigin = settings.domainName ? `https://${settings.domainName}` : '';
    const media = new Media(this, 'Media', { siteOrigin: Lazy.string({ produce: () => siteOrigin }) });
    this.media = media;

    this.api = new Api(this, 'Api', { table: this.data.table, images: media.bucket, signingKey: this.signingKey, settings });
    const headers = new SecurityHeadersPolicy(this, 'SecurityHeaders', { uploadOrigin: media.uploadOrigin });
    this.site = new Site(this, 'Site', {
      siteBucket: bucket,
      mediaBucket: media.bucketByName,
      httpApi: this.api.httpApi,
      headersPolicy: headers.policy,
      ...(settings.domainName ? { domainName: settings.domainName, certificateArn: settings.certificateArn } : {}),
    });
    siteOrigin = Site.origin(this.site.distribution, settings.domainName);
    media.allowDistribution(this.site.distribution.distributionArn);
    new SiteContent(this, 'Content', { bucket, distribution: this.site.distribution, webDist: settings.webDist });

    const operations = new Operations(this, 'Operations', {
      httpApi: this.api.httpApi,
      functions: this.api.functions.map(({ route, fn }) => ({ name: route.name, fn })),
      ...(settings.alarmEmail ? { alarmEmail: settings.alarmEmail } : {}),
    });

    const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    output('SiteUrl', siteOrigin, 'The site');
    output('ApiUrl', `${siteOrigin}/api`, 'The API as the site calls it (through CloudFront)');
    output('HttpApiEndpoint', this.api.httpApi.apiEndpoint, 'The HTTP API itself (behind CloudFront; no security headers)');
    output('DistributionDomainName', this.site.distribution.distributionDomainName, 'Point the custom domain here (CNAME or alias)');
    output('DistributionId', this.site.distribution.distributionId, 'For manual invalidations');
    output('TableName', this.data.table.tableName, 'Set TABLE_NAME to this for npm run admin');
    output('SiteBucketName', bucket.bucketName, 'Holds the built SPA');
    output('MediaBucketName', media.bucket.bucketName, 'Holds uploaded images (media/, staging under uploads/)');
    output('JwtSecretArn', this.signingKey.secretArn, 'Signing key of admin tokens (Secrets Manager)');
    output('AlarmTopicArn', operations.topic.topicArn, 'Subscribe here to receive the CloudWatch alarms');
  }
}
