/**
 * `npm run seed`: seeds the demo positions and administrator into the running local stack
 * (found through .local/stack.json), or into a deployed environment when TABLE_NAME and
 * USER_POOL_ID are set and asked explicitly: `npm run seed -- --demo-into-deployed-stage` with
 * CARESHIFT_DEMO_PASSWORD (no well-known password in AWS). A deployed stage's first administrator
 * comes from `npm run create-admin`, never from the demo.
 *
 * `npm run seed -- --scale N [--endpoint URL] [--table NAME]` writes N shifts of realistic data (see
 * seed/scale) into a table: by default the running local stack's, else DYNAMODB_ENDPOINT or
 * http://127.0.0.1:8000 and TABLE_NAME or careshift-local (created when missing on a local endpoint).
 */
import { DEFAULT_REGION, ENV, readOptionalEnv } from '@careshift/contract';
import { createDocumentClient, createService } from '@careshift/db';

import { cognitoClient } from './seed/cognito-users';
import { seedDemo } from './seed/demo';
import { parseScaleArgs, seedAtScale } from './seed/scale/cli';
import { readStackFile } from './stack/stack-file';

/** The flag that asks for the demo in a deployed stage (never the default). */
const DEMO_INTO_DEPLOYED_STAGE = '--demo-into-deployed-stage';

interface SeedTarget {
  description: string;
  tableName: string;
  userPoolId: string;
  region: string;
  dynamodbEndpoint?: string;
  cognitoEndpoint?: string;
  password?: string;
}

function seedTarget(): SeedTarget {
  const tableName = readOptionalEnv(ENV.tableName);
  const userPoolId = readOptionalEnv(ENV.userPoolId);
  if (tableName && userPoolId) {
    const password = process.env.CARESHIFT_DEMO_PASSWORD;
    const dynamodbEndpoint = readOptionalEnv(ENV.dynamodbEndpoint);
    if (!dynamodbEndpoint && !process.argv.includes(DEMO_INTO_DEPLOYED_STAGE)) {
      throw new Error(
        `Not seeding the demo into ${tableName}: a deployed stage gets its first administrator from \`npm run create-admin\`. To load the demo into it anyway, pass ${DEMO_INTO_DEPLOYED_STAGE}.`,
      );
    }
    if (!password && !dynamodbEndpoint) {
      throw new Error(
        'Set CARESHIFT_DEMO_PASSWORD to seed a deployed environment (no well-known password in AWS).',
      );
    }
    return {
      description: `table ${tableName}, user pool ${userPoolId}`,
      tableName,
      userPoolId,
      region: readOptionalEnv(ENV.region) ?? DEFAULT_REGION,
      dynamodbEndpoint,
      cognitoEndpoint: readOptionalEnv(ENV.cognitoEndpoint),
      password,
    };
  }
  const stack = readStackFile();
  if (!stack) {
    throw new Error(
      'No local stack is running: start it with `npm start` (it seeds itself), or set TABLE_NAME and USER_POOL_ID to seed a deployed environment.',
    );
  }
  return {
    description: `the local stack at ${stack.urls.api}`,
    tableName: stack.tableName,
    userPoolId: stack.userPoolId,
    region: stack.region,
    dynamodbEndpoint: stack.urls.dynamodb,
    cognitoEndpoint: stack.urls.auth,
    password: process.env.CARESHIFT_DEMO_PASSWORD || undefined,
  };
}

async function main(): Promise<void> {
  const scale = parseScaleArgs(process.argv.slice(2));
  if (scale) return seedAtScale(scale);
  const target = seedTarget();
  const db = createService(
    createDocumentClient({
      tableName: target.tableName,
      region: target.region,
      endpoint: target.dynamodbEndpoint,
    }),
    target.tableName,
  );
  const cognito = cognitoClient({ endpoint: target.cognitoEndpoint, region: target.region });
  try {
    const result = await seedDemo({ db, cognito, userPoolId: target.userPoolId, password: target.password });
    console.log(`Seeded ${target.description}: ${result.positionsCreated} new positions.`);
    for (const signIn of result.signIns)
      console.log(`  ${signIn.label}: ${signIn.username} / ${signIn.password}`);
  } finally {
    cognito.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
