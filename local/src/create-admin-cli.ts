/**
 * `npm run create-admin -- --email … --first-name … --last-name … [--lang el]`: the first
 * administrator of a deployed stage, without the demo. With AWS credentials, TABLE_NAME and
 * USER_POOL_ID (the data and auth stacks' outputs TableName and UserPoolId) and the stage's region
 * (CARESHIFT_REGION or AWS_REGION, default eu-central-1); without them, the running local stack.
 * Prints the initial password once: hand it over, and the administrator changes it. Then enrols the
 * administrator's authenticator app (issue 30): with USER_POOL_CLIENT_ID (the output UserPoolClientId)
 * it prints a QR code and the key, and asks for the code the app shows.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';

import * as z from 'zod/mini';

import { DEFAULT_REGION, ENV, readOptionalEnv } from '@careshift/contract';
import { createDocumentClient, createService } from '@careshift/db';

import { createFirstAdministrator } from './admin/create-admin';
import { enrolFirstAdministrator } from './admin/enrol-first-administrator';
import { cognitoClient } from './seed/cognito-users';
import { readStackFile } from './stack/stack-file';

function target() {
  const tableName = readOptionalEnv(ENV.tableName);
  const userPoolId = readOptionalEnv(ENV.userPoolId);
  if (tableName && userPoolId) {
    return {
      description: `table ${tableName}, user pool ${userPoolId}`,
      tableName,
      userPoolId,
      userPoolClientId: readOptionalEnv(ENV.userPoolClientId),
      region: process.env.CARESHIFT_REGION || readOptionalEnv(ENV.region) || DEFAULT_REGION,
      dynamodbEndpoint: readOptionalEnv(ENV.dynamodbEndpoint),
      cognitoEndpoint: readOptionalEnv(ENV.cognitoEndpoint),
    };
  }
  const stack = readStackFile();
  if (!stack) {
    throw new Error(
      "Set TABLE_NAME and USER_POOL_ID (the stage's outputs TableName and UserPoolId), or start the local stack with `npm start`.",
    );
  }
  return {
    description: `the local stack at ${stack.urls.api}`,
    tableName: stack.tableName,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    region: stack.region,
    dynamodbEndpoint: stack.urls.dynamodb,
    cognitoEndpoint: stack.urls.auth,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      lang: { type: 'string', default: 'en' },
    },
  });
  const lang = values.lang === 'el' ? 'el' : 'en';
  const where = target();
  const db = createService(
    createDocumentClient({
      tableName: where.tableName,
      region: where.region,
      endpoint: where.dynamodbEndpoint,
    }),
    where.tableName,
  );
  const cognito = cognitoClient({ endpoint: where.cognitoEndpoint, region: where.region });
  try {
    const { user, password } = await createFirstAdministrator(
      { db, cognito, userPoolId: where.userPoolId },
      {
        email: values.email ?? '',
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        lang,
      },
    );
    console.log(`Created the administrator ${user.email} in ${where.description}.`);
    console.log(`  Initial password (shown once; change it after the first sign-in): ${password}`);
    if (!where.userPoolClientId) {
      console.log(
        'Set USER_POOL_CLIENT_ID (the output UserPoolClientId) to enrol the authenticator app here; without it, the administrator sets it up at the first sign-in.',
      );
      return;
    }
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    const lines = terminal[Symbol.asyncIterator]();
    try {
      await enrolFirstAdministrator(
        { cognito, userPoolId: where.userPoolId, userPoolClientId: where.userPoolClientId },
        { email: user.email, password },
        {
          print: (line) => console.log(line),
          ask: async (prompt) => {
            process.stdout.write(prompt);
            const next = await lines.next();
            return next.done ? undefined : next.value;
          },
        },
      );
    } finally {
      terminal.close();
    }
  } finally {
    cognito.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof z.core.$ZodError) {
    const fields = error.issues.map((issue) => issue.path.join('.')).join(', ');
    console.error(
      `Missing or invalid: ${fields}. Usage: npm run create-admin -- --email … --first-name … --last-name …`,
    );
  } else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
