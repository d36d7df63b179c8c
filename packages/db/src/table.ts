/**
 * The one DynamoDB table: generic key names shared by ElectroDB entities, the CDK data stack and
 * the local stack, so the three can never disagree (a test checks every entity index exists here).
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

/**
 * Overloaded global secondary indexes. Each entity maps its access patterns onto these generic slots
 * (docs/data-model.md lists which); the shift uses all fourteen. All project every attribute so a filtered
 * page never needs a second read.
 */
export const GLOBAL_INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  { indexName: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
  { indexName: 'gsi7', partitionKey: 'gsi7pk', sortKey: 'gsi7sk' },
  { indexName: 'gsi8', partitionKey: 'gsi8pk', sortKey: 'gsi8sk' },
  { indexName: 'gsi9', partitionKey: 'gsi9pk', sortKey: 'gsi9sk' },
  { indexName: 'gsi10', partitionKey: 'gsi10pk', sortKey: 'gsi10sk' },
  { indexName: 'gsi11', partitionKey: 'gsi11pk', sortKey: 'gsi11sk' },
  { indexName: 'gsi12', partitionKey: 'gsi12pk', sortKey: 'gsi12sk' },
  { indexName: 'gsi13', partitionKey: 'gsi13pk', sortKey: 'gsi13sk' },
  { indexName: 'gsi14', partitionKey: 'gsi14pk', sortKey: 'gsi14sk' },
] as const;
export type GlobalIndexName = (typeof GLOBAL_INDEXES)[number]['indexName'];

/** Items with this attribute (epoch seconds) expire: throttles and idempotency records. */
export const TTL_ATTRIBUTE = 'expiresAt';

export const SERVICE_NAME = 'careshift';

/** CreateTable input for DynamoDB Local and tests; infra builds the same shape with CDK. */
export function createTableInput(tableName: string) {
  const attributes = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...GLOBAL_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
