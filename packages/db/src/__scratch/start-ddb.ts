import { startDynamoDbLocal } from '@careshift/local/twins/dynamodb-local';
const d = await startDynamoDbLocal(Number(process.argv[2] ?? 8411));
console.log('started', d.endpoint);
setInterval(() => {}, 1 << 30);
