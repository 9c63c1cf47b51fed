/** The DynamoDB document client, created on first use and reused across invocations. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { clientSettings, onReset, withPlugins } from './endpoints';

let documentClient: DynamoDBDocumentClient | undefined;
let onceClient: DynamoDBDocumentClient | undefined;
onReset(() => {
  documentClient = undefined;
  onceClient = undefined;
});

export function db(): DynamoDBDocumentClient {
  const endpoint = config.endpoints.dynamodb;
  documentClient ??= DynamoDBDocumentClient.from(withPlugins(new DynamoDBClient(clientSettings(endpoint))), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/**
 * The same client with no retries, for writes that must not land twice
 * (a counter's ADD): a retry after a lost answer would count again, so the
 * caller gets the error instead and decides.
 */
export function dbOnce(): DynamoDBDocumentClient {
  onceClient ??= DynamoDBDocumentClient.from(withPlugins(new DynamoDBClient(clientSettings(config.endpoints.dynamodb, 1))), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return onceClient;
}
