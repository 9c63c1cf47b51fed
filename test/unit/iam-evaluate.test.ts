/** The local IAM check's evaluator and request mapping, against the statements the stack builds. */
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedRead, routes } from '../../functions/contract/routes';
import { grantStatements, type PolicyStatementJson } from '../../infra/stack/grant-statements';
import { localArns } from '../../infra/local/iam/arns';
import { checkCommand } from '../../infra/local/iam/enforce';
import { evaluate, type IamRequest } from '../../infra/local/iam/evaluate';
import { iamRequests } from '../../infra/local/iam/requests';

const tableArn = 'arn:aws:dynamodb:us-east-1:000000000000:table/site';
const bucketArn = 'arn:aws:s3:::media';
const identityArn = (identity: string) => `arn:aws:ses:us-east-1:000000000000:identity/${identity}`;
const resources = {
  table: tableArn,
  images: bucketArn,
  mail: { from: 'website@example.com', to: 'enquiries@example.com', identityArn },
  mailQueue: 'arn:aws:sqs:us-east-1:000000000000:mail',
};
const request = (action: string, resource: string, context: IamRequest['context'] = {}): IamRequest => ({
  action,
  resources: [[resource]],
  context,
});
const leading = (...keys: string[]) => ({ 'dynamodb:LeadingKeys': keys });

describe('the evaluator', () => {
  const statements: PolicyStatementJson[] = [
    { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: tableArn },
    { Effect: 'Allow', Action: ['s3:Get*'], Resource: `${bucketArn}/uploads/*` },
  ];

  it('allows what a statement names and denies everything else implicitly', () => {
    expect(evaluate(statements, request('dynamodb:GetItem', tableArn))).toEqual({ allowed: true });
    expect(evaluate(statements, request('dynamodb:PutItem', tableArn))).toEqual({ allowed: false, resource: tableArn });
    expect(evaluate(statements, request('dynamodb:GetItem', `${tableArn}-other`))).toEqual({
      allowed: false,
      resource: `${tableArn}-other`,
    });
    expect(evaluate([], request('dynamodb:GetItem', tableArn)).allowed).toBe(false);
  });

  it('matches wildcards in actions (any case) and resources', () => {
    expect(evaluate(statements, request('s3:GetObject', `${bucketArn}/uploads/a/b.png`)).allowed).toBe(true);
    expect(evaluate(statements, request('S3:getobject', `${bucketArn}/uploads/x`)).allowed).toBe(true);
    expect(evaluate(statements, request('s3:GetObject', `${bucketArn}/media/x`)).allowed).toBe(false);
    expect(evaluate(statements, request('s3:PutObject', `${bucketArn}/uploads/x`)).allowed).toBe(false);
    const single: PolicyStatementJson[] = [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${bucketArn}/?.png` }];
    expect(evaluate(single, request('s3:GetObject', `${bucketArn}/a.png`)).allowed).toBe(true);
    expect(evaluate(single, request('s3:GetObject', `${bucketArn}/ab.png`)).allowed).toBe(false);
  });

  it('confines items by dynamodb:LeadingKeys with ForAllValues:StringLike: every key must match', () => {
    const confined = grantStatements({ table: { actions: ['GetItem', 'Query'], keyPrefixes: ['NEWS#'] } }, resources);
    expect(evaluate(confined, request('dynamodb:GetItem', tableArn, leading('NEWS#1'))).allowed).toBe(true);
    expect(evaluate(confined, request('dynamodb:GetItem', tableArn, leading('CONTACT#1'))).allowed).toBe(false);
    expect(evaluate(confined, request('dynamodb:GetItem', tableArn, leading('NEWS#1', 'CONTACT#1'))).allowed).toBe(false);
    expect(evaluate(confined, request('dynamodb:GetItem', tableArn, leading('NEWS#1', 'NEWS#2'))).allowed).toBe(true);
  });

  it('tells the list index from the table by its ARN', () => {
    const indexArn = `${tableArn}/index/gsi1`;
    const tableOnly = grantStatements({ table: { actions: ['Query'], keyPrefixes: ['NEWS#'] } }, resources);
    expect(evaluate(tableOnly, request('dynamodb:Query', indexArn)).allowed).toBe(false);
    const withIndex = grantStatements({ table: { actions: ['Query'], keyPrefixes: ['NEWS#'], listIndex: true } }, resources);
    expect(evaluate(withIndex, request('dynamodb:Query', indexArn)).allowed).toBe(true);
    expect(evaluate(withIndex, request('dynamodb:Query', `${tableArn}/index/other`)).allowed).toBe(false);
  });

  it('checks StringEquals, and needs every resource of a call allowed on one of its ARNs', () => {
    const mail: PolicyStatementJson[] = [
      {
        Effect: 'Allow',
        Action: 'ses:SendEmail',
        Resource: identityArn('example.com'),
        Condition: { StringEquals: { 'ses:FromAddress': 'a@example.com' } },
      },
    ];
    const send = (from: string, to: string): IamRequest => ({
      action: 'ses:SendEmail',
      resources: [
        [identityArn(from), identityArn('example.com')],
        [identityArn(to), identityArn(to.split('@')[1] ?? '')],
      ],
      context: { 'ses:FromAddress': [from] },
    });
    expect(evaluate(mail, send('a@example.com', 'b@example.com')).allowed).toBe(true);
    expect(evaluate(mail, send('other@example.com', 'b@example.com')).allowed).toBe(false);
    expect(evaluate(mail, send('a@example.com', 'b@example.org'))).toEqual({ allowed: false, resource: identityArn('b@example.org') });
    expect(evaluate(mail, { ...send('a@example.com', 'b@example.com'), context: {} }).allowed).toBe(false);
  });

  it('refuses to guess at a condition operator the stack does not use', () => {
    const other: PolicyStatementJson[] = [
      { Effect: 'Allow', Action: '*', Resource: '*', Condition: { NumericLessThan: { 'aws:MultiFactorAuthAge': '60' } } },
    ];
    expect(() => evaluate(other, request('dynamodb:GetItem', tableArn))).toThrow(/NumericLessThan/);
  });
});

describe('what each SDK command asks IAM for', () => {
  it('reads the leading key from a key, an item, a key condition and batch keys, plain or marshalled', () => {
    expect(iamRequests('DynamoDBClient', 'GetItemCommand', { TableName: 'site', Key: { pk: 'NEWS#1', sk: 'NEWS' } })).toEqual([
      request('dynamodb:GetItem', tableArn, leading('NEWS#1')),
    ]);
    expect(iamRequests('DynamoDBClient', 'PutItemCommand', { TableName: 'site', Item: { pk: { S: 'AUDIT#9' } } })[0]?.context).toEqual(
      leading('AUDIT#9'),
    );
    const query = {
      TableName: 'site',
      KeyConditionExpression: '#p = :p AND begins_with(sk, :s)',
      ExpressionAttributeNames: { '#p': 'pk' },
      ExpressionAttributeValues: { ':p': 'REV#NEWS#1', ':s': '2026' },
    };
    expect(iamRequests('DynamoDBClient', 'QueryCommand', query)).toEqual([request('dynamodb:Query', tableArn, leading('REV#NEWS#1'))]);
    const indexQuery = { ...query, IndexName: 'gsi1', KeyConditionExpression: ':p = #p', ExpressionAttributeNames: { '#p': 'gsi1pk' } };
    expect(iamRequests('DynamoDBClient', 'QueryCommand', indexQuery)).toEqual([
      request('dynamodb:Query', `${tableArn}/index/gsi1`, leading('REV#NEWS#1')),
    ]);
    const batch = {
      RequestItems: {
        site: {
          Keys: [
            { pk: 'NEWS#1', sk: 'NEWS' },
            { pk: 'CONTACT#2', sk: 'CONTACT' },
          ],
        },
      },
    };
    expect(iamRequests('DynamoDBClient', 'BatchGetItemCommand', batch)).toEqual([
      request('dynamodb:BatchGetItem', tableArn, leading('NEWS#1', 'CONTACT#2')),
    ]);
  });

  it('names objects, copies (target and source), the bucket for lists, identities, queues and distributions', () => {
    expect(iamRequests('S3Client', 'HeadObjectCommand', { Bucket: 'media', Key: 'uploads/a' })).toEqual([
      request('s3:GetObject', `${bucketArn}/uploads/a`),
    ]);
    expect(iamRequests('S3Client', 'CopyObjectCommand', { Bucket: 'media', Key: 'media/a.png', CopySource: 'media/uploads%2Fa' })).toEqual([
      request('s3:PutObject', `${bucketArn}/media/a.png`),
      request('s3:GetObject', `${bucketArn}/uploads/a`),
    ]);
    expect(iamRequests('S3Client', 'ListObjectsV2Command', { Bucket: 'media' })).toEqual([request('s3:ListBucket', bucketArn)]);
    const [send] = iamRequests('SESv2Client', 'SendEmailCommand', {
      FromEmailAddress: 'Site <website@example.com>',
      Destination: { ToAddresses: ['New@Example.org'] },
    });
    expect(send?.context).toEqual({ 'ses:FromAddress': ['website@example.com'] });
    expect(send?.resources).toEqual([
      [localArns.identity('website@example.com'), localArns.identity('example.com')],
      [localArns.identity('new@example.org'), localArns.identity('example.org')],
    ]);
    expect(iamRequests('SQSClient', 'SendMessageCommand', { QueueUrl: 'http://127.0.0.1:1/000000000000/mail' })).toEqual([
      request('sqs:SendMessage', localArns.queue('http://127.0.0.1:1/000000000000/mail')),
    ]);
    expect(iamRequests('CloudFrontClient', 'CreateInvalidationCommand', { DistributionId: 'E1' })).toEqual([
      request('cloudfront:CreateInvalidation', localArns.distribution('E1')),
    ]);
  });
});

describe('the grants the stack deploys', () => {
  beforeAll(() => {
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'site',
      MAIL_FROM: 'website@example.com',
      MAIL_TO: 'enquiries@example.com',
    });
  });

  it('deny the public read grant BatchGetItem, which the paged public lists used to call', () => {
    const batch = iamRequests('DynamoDBClient', 'BatchGetItemCommand', {
      RequestItems: { site: { Keys: [{ pk: 'NEWS#1', sk: 'NEWS' }] } },
    });
    expect(evaluate(grantStatements(publishedRead, resources), batch[0] as IamRequest)).toEqual({ allowed: false, resource: tableArn });
    expect(() =>
      checkCommand('getAllNews', 'DynamoDBClient', 'BatchGetItemCommand', {
        RequestItems: { site: { Keys: [{ pk: 'NEWS#1', sk: 'NEWS' }] } },
      }),
    ).toThrow(
      expect.objectContaining({
        name: 'AccessDeniedException',
        $metadata: expect.objectContaining({ httpStatusCode: 400 }),
        message:
          'User: arn:aws:sts::000000000000:assumed-role/getAllNews/getAllNews is not authorized to perform: dynamodb:BatchGetItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table/site because no identity-based policy allows the dynamodb:BatchGetItem action',
      }),
    );
    // What the public list does instead: Query the list index.
    expect(() =>
      checkCommand('getAllNews', 'DynamoDBClient', 'QueryCommand', {
        TableName: 'site',
        IndexName: 'gsi1',
        KeyConditionExpression: '#gpk = :type',
        ExpressionAttributeNames: { '#gpk': 'gsi1pk' },
        ExpressionAttributeValues: { ':type': 'NEWS' },
      }),
    ).not.toThrow();
  });

  it('let transactional mail reach any recipient in the SES sandbox, from the configured sender only', () => {
    const send = (from: string) =>
      iamRequests('SESv2Client', 'SendEmailCommand', {
        FromEmailAddress: from,
        Destination: { ToAddresses: ['someone@customer.org'] },
      })[0] as IamRequest;
    const granted = grantStatements(routes.inviteAdmin.grants, resources);
    expect(evaluate(granted, send('website@example.com')).allowed).toBe(true);
    expect(evaluate(granted, send('ceo@example.com')).allowed).toBe(false);
    // The grant as it was (the sender's identities only) fails in the sandbox, as it would on AWS.
    const senderOnly = granted.map((statement) =>
      statement.Action === 'ses:SendEmail'
        ? { ...statement, Resource: [identityArn('website@example.com'), identityArn('example.com')] }
        : statement,
    );
    expect(evaluate(senderOnly, send('website@example.com'))).toEqual({ allowed: false, resource: identityArn('someone@customer.org') });
  });

  it('let the mail worker send to the inbox and to an assignee, from the configured sender only', () => {
    const send =
      (to: string, from = 'website@example.com') =>
      () =>
        checkCommand('deliverMail', 'SESv2Client', 'SendEmailCommand', {
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
        });
    expect(send('enquiries@example.com')).not.toThrow();
    // A lead's assignee is any team member's address.
    expect(send('someone@customer.org')).not.toThrow();
    expect(send('enquiries@example.com', 'ceo@example.com')).toThrow(
      expect.objectContaining({ name: 'AccessDeniedException', message: expect.stringContaining('ses:SendEmail') }),
    );
  });
});
