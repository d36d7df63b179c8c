import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

import { GLOBAL_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@careshift/db/table';

export type DataAccess = 'read' | 'write';

const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const WRITE_ACTIONS = [
  ...READ_ACTIONS,
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

export interface SingleTableProps {
  /** Retain the table and protect it from deletion (prod-like stages). */
  retain: boolean;
}

/**
 * The one DynamoDB table, built from @careshift/db's definition (keys, GSIs, TTL) so the CDK
 * table and the ElectroDB entities cannot disagree. On-demand, point-in-time recovery, a stream of
 * new images (the outbox sender reads new notification intents from it).
 *
 * Access is granted through two managed policies defined here, next to the table: they name the
 * table and each index ARN explicitly (no `index/*` wildcard) and omit Scan, which no user
 * request may use (DESIGN.md "Data").
 */
export class SingleTable extends Construct {
  readonly table: Table;
  private readonly policies = new Map<DataAccess, ManagedPolicy>();

  constructor(scope: Construct, id: string, props: SingleTableProps) {
    super(scope, id);
    const attribute = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: attribute(TABLE_KEYS.partitionKey),
      sortKey: attribute(TABLE_KEYS.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // New items' images for the outbox sender (new notification intents; infra/lib/constructs/outbox-sender.ts).
      stream: StreamViewType.NEW_IMAGE,
      deletionProtection: props.retain,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of GLOBAL_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }

  get tableName(): string {
    return this.table.tableName;
  }

  /** The managed policy for `access`, created once in this construct's stack. */
  accessPolicy(access: DataAccess): ManagedPolicy {
    const existing = this.policies.get(access);
    if (existing) return existing;
    const indexArns = GLOBAL_INDEXES.map((index) =>
      Stack.of(this).formatArn({
        service: 'dynamodb',
        resource: 'table',
        resourceName: `${this.table.tableName}/index/${index.indexName}`,
      }),
    );
    const policy = new ManagedPolicy(this, access === 'read' ? 'ReadPolicy' : 'WritePolicy', {
      description: `CareShift table: ${access} access (no Scan)`,
      statements: [
        new PolicyStatement({
          actions: access === 'read' ? READ_ACTIONS : WRITE_ACTIONS,
          resources: [this.table.tableArn, ...indexArns],
        }),
      ],
    });
    this.policies.set(access, policy);
    return policy;
  }
}
