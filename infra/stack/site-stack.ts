/** The whole product on AWS, composed from the constructs next to this file. */
import { Aspects, CfnOutput, Lazy, Stack, Token, type StackProps } from 'aws-cdk-lib';
import { KeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Api, type ApiProps } from './api';
import { Data } from './data';
import { GlobalNames } from './global-names';
import { SecurityHeadersPolicy } from './headers';
import { assertDeliverableMail } from './mail-settings';
import { MailWorker } from './mail-worker';
import { WebhookWorker } from './webhook-worker';
import { Media } from './media';
import { applyNagSuppressions } from './nag-suppressions';
import { Operations } from './operations';
import { Publisher } from './publisher';
import { ScheduledPublishing } from './scheduled-publishing';
import type { SiteSettings } from './settings';
import { Site, siteBucket } from './site';
import { SiteContent } from './site-content';
import { keepWithinBudget } from './stack-budget';
import { ViewerAddress } from './viewer-address';
import { Firewall } from './waf';

export interface SiteStackProps extends StackProps {
  readonly settings: SiteSettings;
  /** The API's routes; the route table's by default (tests add routes to measure the stacks' room). */
  readonly routes?: ApiProps['routes'];
}

export class SiteStack extends Stack {
  readonly data: Data;
  readonly media: Media;
  readonly api: Api;
  readonly site: Site;
  readonly signingKey: Secret;
  readonly viewerAddress: ViewerAddress;
  readonly mailWorker: MailWorker;
  readonly webhookWorker: WebhookWorker;
  readonly publisher: Publisher;
  readonly scheduledPublishing: ScheduledPublishing;
  readonly firewall: Firewall;
  readonly content: SiteContent;
  readonly siteBucket: Bucket;
  /** Old paths → new paths: the page routing answers them with 301 at the edge (./page-routing.ts). */
  readonly redirects: KeyValueStore;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { settings } = props;
    // Offline synth (tests, CI) has no account: the example defaults are fine there.
    if (!Token.isUnresolved(this.account) && !Token.isUnresolved(this.region)) {
      assertDeliverableMail(settings, `account ${this.account} in ${this.region}`);
    }

    this.data = new Data(this, 'Data');
    this.signingKey = new Secret(this, 'JwtSigningKey', {
      description: 'HS256 key that signs and verifies admin session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });

    const bucket = siteBucket(this, 'SiteBucket');
    this.siteBucket = bucket;
    // The images bucket's CORS names the site's origin; with no custom domain that
    // is the distribution's domain, known only once the distribution exists.
    let siteOrigin = settings.domainName ? `https://${settings.domainName}` : '';
    const media = new Media(this, 'Media', {
      siteOrigin: Lazy.string({ produce: () => siteOrigin }),
      applicationRetentionDays: settings.applicationRetentionDays,
    });
    this.media = media;

    const table = this.data.table;
    const lazyOrigin = Lazy.string({ produce: () => siteOrigin });
    this.mailWorker = new MailWorker(this, 'MailWorker', {
      table,
      mailFrom: settings.mailFrom,
      mailTo: settings.mailTo,
      applicationsMailTo: settings.applicationsMailTo,
      siteOrigin: lazyOrigin,
    });
    this.webhookWorker = new WebhookWorker(this, 'WebhookWorker', { table, siteOrigin: lazyOrigin });
    const viewerAddress = new ViewerAddress(this, 'ViewerAddress');
    this.viewerAddress = viewerAddress;
    this.redirects = new KeyValueStore(this, 'Redirects', { comment: 'Redirects: old path to new path (301 at the edge)' });
    this.api = new Api(this, 'Api', {
      redirects: this.redirects,
      ...(props.routes ? { routes: props.routes } : {}),
      table,
      images: media.bucket,
      signingKey: this.signingKey,
      originVerify: viewerAddress.originSecretValue,
      mailQueue: this.mailWorker.queue,
      webhookQueue: this.webhookWorker.queue,
      siteOrigin: Lazy.string({ produce: () => siteOrigin }),
      settings,
    });
    const headers = new SecurityHeadersPolicy(this, 'SecurityHeaders', { uploadOrigin: media.uploadOrigin });
    this.firewall = new Firewall(this, 'Firewall');
    this.site = new Site(this, 'Site', {
      siteBucket: bucket,
      mediaBucket: media.bucketByName,
      apiOriginDomain: this.api.originDomain,
      headersPolicy: headers.policy,
      viewerAddress,
      redirects: this.redirects,
      ...(this.firewall.webAclArn ? { webAclArn: this.firewall.webAclArn } : {}),
      ...(settings.domainName ? { domainName: settings.domainName, certificateArn: settings.certificateArn } : {}),
    });
    siteOrigin = Site.origin(this.site.distribution, settings.domainName);
    media.allowDistribution(this.site.distribution.distributionArn);
    this.content = new SiteContent(this, 'Content', { bucket, distribution: this.site.distribution, webDist: settings.webDist });
    const { distribution } = this.site;
    this.publisher = new Publisher(this, 'Publisher', {
      table,
      siteBucket: bucket,
      distributionId: distribution.distributionId,
      distributionArn: distribution.distributionArn,
      siteOrigin,
    });
    // Pages are rendered against the static files just deployed.
    this.publisher.publishAfterDeploy.node.addDependency(this.content);
    this.scheduledPublishing = new ScheduledPublishing(this, 'ScheduledPublishing', { table });

    const operations = new Operations(this, 'Operations', {
      httpApi: this.api.httpApi,
      functions: [
        ...this.api.functions.map(({ route, fn }) => ({ name: route.name, fn })),
        { name: 'publishPages', fn: this.publisher.fn },
        { name: 'deliverMail', fn: this.mailWorker.fn },
        { name: 'resendMail', fn: this.mailWorker.resendFn },
        { name: 'deliverWebhooks', fn: this.webhookWorker.fn },
        { name: 'publishScheduled', fn: this.scheduledPublishing.fn },
        { name: 'notFound', fn: this.site.notFound.fn },
        { name: 'originCheck', fn: this.api.originCheck.fn },
      ],
      alarms: [this.publisher.alarm, this.publisher.invalidationAlarm, this.mailWorker.alarm, this.webhookWorker.alarm],
      ...(settings.alarmEmail ? { alarmEmail: settings.alarmEmail } : {}),
    });

    const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    output('SiteUrl', siteOrigin, 'The site');
    output('ApiUrl', `${siteOrigin}/api`, 'The API as the site calls it (through CloudFront)');
    if (this.api.originDomainTarget) {
      output(
        'ApiOriginDnsTarget',
        this.api.originDomainTarget,
        `Point ${settings.apiDomainName} here (CNAME or alias): CloudFront reaches the API there`,
      );
    }
    if (!settings.apiDomainName) {
      output(
        'HttpApiEndpoint',
        this.api.httpApi.apiEndpoint,
        'The HTTP API itself: it refuses requests that do not come through CloudFront',
      );
    }
    output('DistributionDomainName', this.site.distribution.distributionDomainName, 'Point the custom domain here (CNAME or alias)');
    output('DistributionId', this.site.distribution.distributionId, 'For manual invalidations');
    output('TableName', this.data.table.tableName, 'Set TABLE_NAME to this for npm run admin');
    output('SiteBucketName', bucket.bucketName, 'Holds the pages and the static files');
    output('MediaBucketName', media.bucket.bucketName, 'Holds uploaded images (media/, staging under uploads/)');
    output('JwtSecretArn', this.signingKey.secretArn, 'Signing key of admin tokens (Secrets Manager)');
    output('AlarmTopicArn', operations.topic.topicArn, 'Subscribe here to receive the CloudWatch alarms');
    output('PublisherFunctionName', this.publisher.fn.functionName, 'npm run publish against the stack invokes this');
    output('MailQueueUrl', this.mailWorker.queue.queueUrl, 'Queued enquiry mails');
    output('WebhookDeadLetterQueueUrl', this.webhookWorker.deadLetters.queueUrl, 'Webhook deliveries that failed every retry');
    applyNagSuppressions(this);
    for (const stack of [this, ...this.api.groups.values()]) keepWithinBudget(stack);
    Aspects.of(this).add(new GlobalNames());
  }
}
