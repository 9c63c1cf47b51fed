/** The CloudFront client (the publisher's invalidations), created on first use and reused across invocations. */
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { config } from '../config';
import { clientSettings, onReset, withPlugins } from './endpoints';

let cloudFrontClient: CloudFrontClient | undefined;
onReset(() => (cloudFrontClient = undefined));

export function cloudFront(): CloudFrontClient {
  cloudFrontClient ??= withPlugins(new CloudFrontClient(clientSettings(config.endpoints.cloudfront)));
  return cloudFrontClient;
}
