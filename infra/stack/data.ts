/** The single DynamoDB table, from the key design in functions/core/db/keys.ts. */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { table as design, tableIndexes } from '../../functions/core/db/keys';

export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: design.partitionKey, type: AttributeType.STRING },
      sortKey: { name: design.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: design.ttlAttribute,
      // The publisher renders from the stream: old images tell it which page a change or delete leaves behind.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      // The content and the admin accounts outlive any stack update or deletion.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableIndexes)
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
  }
}
