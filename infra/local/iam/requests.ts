/**
 * What IAM checks for an SDK command: its action, the resources it touches and
 * the condition keys the stack's statements use (dynamodb:LeadingKeys,
 * ses:FromAddress), from the command's input, as the services do. DynamoDB
 * input may be plain (the document client) or marshalled ({ S: … }).
 */
import { table as design, tableIndexes } from '../../../functions/core/db/keys';
import { sesIdentities } from '../../stack/grant-statements';
import { localArns } from './arns';
import type { IamRequest } from './evaluate';

// biome-ignore lint/suspicious/noExplicitAny: command inputs of every service
type Input = Record<string, any>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof (value as { S?: unknown })?.S === 'string' ? (value as { S: string }).S : undefined;

const present = (values: Array<string | undefined>): string[] => values.filter((value): value is string => value !== undefined);

/** The partition key's value a Query's key condition fixes (`#k = :v`, either way round). */
function queriedPartition(input: Input, partitionKey: string): string | undefined {
  const names: Record<string, string> = input.ExpressionAttributeNames ?? {};
  for (const part of String(input.KeyConditionExpression ?? '').split(/\s+AND\s+/i)) {
    const sides = /^\s*\(?\s*([#:\w.]+)\s*=\s*([#:\w.]+)\s*\)?\s*$/.exec(part);
    if (!sides) continue;
    const [name, value] = sides[1]?.startsWith(':') ? [sides[2], sides[1]] : [sides[1], sides[2]];
    if ((name && (names[name] ?? name)) === partitionKey && value) return text(input.ExpressionAttributeValues?.[value]);
  }
  return undefined;
}

function dynamodb(command: string, input: Input): IamRequest[] {
  const action = `dynamodb:${command}`;
  const leadingKeys = (items: Input[]) => present(items.map((item) => text(item?.[design.partitionKey])));
  if (command === 'BatchGetItem' || command === 'BatchWriteItem') {
    return Object.entries<Input>(input.RequestItems ?? {}).map(([tableName, request]) => ({
      action,
      resources: [[localArns.table(tableName)]],
      context: {
        'dynamodb:LeadingKeys': leadingKeys(
          command === 'BatchGetItem'
            ? (request.Keys ?? [])
            : (request as Input[]).map((write) => write.PutRequest?.Item ?? write.DeleteRequest?.Key),
        ),
      },
    }));
  }
  const tableArn = localArns.table(String(input.TableName));
  const index = input.IndexName as string | undefined;
  const partitionKey = tableIndexes.find((known) => known.name === index)?.partitionKey ?? design.partitionKey;
  const leading = present([text((input.Key ?? input.Item)?.[design.partitionKey]), queriedPartition(input, partitionKey)]);
  return [
    {
      action,
      resources: [[index ? `${tableArn}/index/${index}` : tableArn]],
      context: leading.length > 0 ? { 'dynamodb:LeadingKeys': leading } : {},
    },
  ];
}

/** The S3 action each command needs (HeadObject is GetObject; a copy writes its target and reads its source). */
const s3Actions: Record<string, string> = {
  GetObject: 's3:GetObject',
  HeadObject: 's3:GetObject',
  PutObject: 's3:PutObject',
  CopyObject: 's3:PutObject',
  DeleteObject: 's3:DeleteObject',
  DeleteObjects: 's3:DeleteObject',
  ListObjectsV2: 's3:ListBucket',
  ListObjects: 's3:ListBucket',
  HeadBucket: 's3:ListBucket',
};

function s3(command: string, input: Input): IamRequest[] {
  const action = s3Actions[command] ?? `s3:${command}`;
  const bucket = String(input.Bucket);
  const onObjects = (keys: string[]): IamRequest => ({
    action,
    resources: keys.map((key) => [localArns.object(bucket, key)]),
    context: {},
  });
  if (action === 's3:ListBucket') return [{ action, resources: [[localArns.bucket(bucket)]], context: {} }];
  if (command === 'DeleteObjects') return [onObjects((input.Delete?.Objects ?? []).map((object: Input) => String(object.Key)))];
  const requests = [onObjects([String(input.Key)])];
  if (command === 'CopyObject') {
    const [sourceBucket = '', ...sourceKey] = decodeURIComponent(String(input.CopySource).replace(/^\//, '').split('?')[0] ?? '').split(
      '/',
    );
    requests.push({ action: 's3:GetObject', resources: [[localArns.object(sourceBucket, sourceKey.join('/'))]], context: {} });
  }
  return requests;
}

/** The address in `Name <address>` or a bare address. */
const address = (value: string) => (/<([^>]+)>/.exec(value)?.[1] ?? value).trim();

/** SES checks the sender's identity and, in the sandbox (as locally), every recipient's. */
function ses(command: string, input: Input): IamRequest[] {
  const from = address(String(input.FromEmailAddress ?? ''));
  const { ToAddresses = [], CcAddresses = [], BccAddresses = [] } = input.Destination ?? {};
  const recipients: string[] = [...ToAddresses, ...CcAddresses, ...BccAddresses].map(address);
  return [
    {
      action: `ses:${command}`,
      resources: [from, ...recipients].map((identity) => sesIdentities(identity).map(localArns.identity)),
      context: { 'ses:FromAddress': [from] },
    },
  ];
}

const services: Record<string, (command: string, input: Input) => IamRequest[]> = {
  DynamoDBClient: dynamodb,
  S3Client: s3,
  SESv2Client: ses,
  SQSClient: (command, input) => [{ action: `sqs:${command}`, resources: [[localArns.queue(String(input.QueueUrl))]], context: {} }],
  CloudFrontKeyValueStoreClient: (command, input) => [
    { action: `cloudfront-keyvaluestore:${command}`, resources: [[String(input.KvsARN)]], context: {} },
  ],
  CloudFrontClient: (command, input) => [
    { action: `cloudfront:${command}`, resources: [[localArns.distribution(String(input.DistributionId))]], context: {} },
  ],
};

/** The IAM requests one SDK command makes; a client this does not know asks for `<service>:<command>` on `*`. */
export function iamRequests(clientName: string, commandName: string, input: Input): IamRequest[] {
  const command = commandName.replace(/Command$/, '');
  const requests = services[clientName];
  if (requests) return requests(command, input);
  return [{ action: `${clientName.replace(/Client$/, '').toLowerCase()}:${command}`, resources: [['*']], context: {} }];
}
