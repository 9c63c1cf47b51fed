/**
 * The CloudFront KeyValueStore client (the edge's redirects), created on first
 * use. The service signs with SigV4A only: the pure-JavaScript signer is
 * registered by its import (the native CRT one is never bundled).
 */
import '@aws-sdk/signature-v4a';
import { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { config } from '../config';
import { clientSettings, onReset, withPlugins } from './endpoints';

let keyValueStoreClient: CloudFrontKeyValueStoreClient | undefined;
onReset(() => (keyValueStoreClient = undefined));

export function keyValueStore(): CloudFrontKeyValueStoreClient {
  if (keyValueStoreClient) return keyValueStoreClient;
  const endpoint = config.endpoints.keyValueStore;
  keyValueStoreClient = withPlugins(new CloudFrontKeyValueStoreClient(clientSettings(endpoint)));
  // The service's endpoint rules put the account before the host (<account>.cloudfront-kvs…), so a local
  // endpoint is named http://localhost:<port> (a name the rules can prefix) and reached on the loopback address.
  if (endpoint) keyValueStoreClient.middlewareStack.add(toHost('127.0.0.1'), { step: 'build', name: 'localKvsHost' });
  return keyValueStoreClient;
}

function toHost(hostname: string) {
  return <T>(next: (args: T) => Promise<unknown>) =>
    (args: T) => {
      const request = (args as { request?: { hostname?: string; headers?: Record<string, string> } }).request;
      if (request) request.hostname = hostname;
      return next(args) as never;
    };
}
