/** The DynamoDB document client, created on first use and reused across invocations. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { clientSettings, onReset, withPlugins } from './endpoints';

let documentClient: DynamoDBDocumentClient | undefined;
onReset(() => (documentClient = undefined));

export function db(): DynamoDBDocumentClient {
  const endpoint = config.endpoints.dynamodb;
  documentClient ??= DynamoDBDocumentClient.from(withPlugins(new DynamoDBClient(clientSettings(endpoint))), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}
