import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';

import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

import { originHeaders } from '@careshift/local/stack/origin-secret';
import { startStack } from '@careshift/local/stack/stack';

/** What the security suites get with `inject('securityStack')`. */
export interface SecurityStack {
  apiUrl: string;
  /**
   * The origin header CloudFront adds (in AWS only CloudFront reaches the API): every call to
   * `apiUrl` sends it, through callApi; a call without it is refused before anything else.
   */
  originHeaders: Record<string, string>;
  authUrl: string;
  outboxUrl: string;
  dynamodbUrl: string;
  tableName: string;
  userPoolClientId: string;
  admin: { username: string; password: string; authenticatorSecret?: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    securityStack: SecurityStack;
  }
}

const LOG_DIRECTORY = new URL('../../../.local/', import.meta.url);
const LOG_FILE = new URL('security-stack.log', LOG_DIRECTORY);

/**
 * The security suites attack the local stack as a client would: the gateway with its JWT
 * authorizer, the auth twin and the real handlers over DynamoDB Local. No web server, no demo data
 * beyond the administrator and the positions, and no timers: nothing writes to the table but the
 * suites' own calls, so "no write" can be checked by comparing the table before and after.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(LOG_DIRECTORY, { recursive: true });
  writeFileSync(LOG_FILE, '');
  const stack = await startStack({
    web: false,
    seed: 'minimal',
    schedules: [],
    log: (line) => appendFileSync(LOG_FILE, `${line}\n`),
  });
  const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
  if (!admin?.password) throw new Error('The security stack seeded no administrator');
  project.provide('securityStack', {
    apiUrl: stack.urls.api,
    originHeaders: originHeaders(stack.originSecret),
    authUrl: stack.urls.auth,
    outboxUrl: stack.urls.outbox,
    dynamodbUrl: stack.urls.dynamodb,
    tableName: stack.tableName,
    userPoolClientId: stack.userPoolClientId,
    admin: {
      username: admin.username,
      password: admin.password,
      authenticatorSecret: admin.authenticatorSecret,
    },
  });
  return () => stack.stop();
}
