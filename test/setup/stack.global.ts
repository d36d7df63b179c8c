import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

import type { DemoSignIn } from '@careshift/local/seed/demo';
import { originHeaders } from '@careshift/local/stack/origin-secret';
import { startStack } from '@careshift/local/stack/stack';

import { undeclaredExclusiveJourneys } from '../e2e/lanes/lanes';
import { startLockServer } from '../e2e/lanes/lock-server';
import { clearAxeResults, writeAxeReport } from '../e2e/support/axe-report';

/** What browser journeys get with `inject('stack')`. */
export interface E2eStack {
  webUrl: string;
  apiUrl: string;
  /**
   * The origin header CloudFront adds: a set-up that calls `apiUrl` directly sends it (only
   * CloudFront reaches the API in AWS); the browser goes through `webUrl`, the CloudFront twin.
   */
  originHeaders: Record<string, string>;
  authUrl: string;
  outboxUrl: string;
  s3Url: string;
  /** The Stripe twin: its checkout pages, and GET /v1/events. */
  stripeUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  signIns: DemoSignIn[];
  /** A directory of this run alone: sign-ins the walks keep for one another (support/saved-session.ts). */
  runDir: string;
  /** The run's lock service: journey files run two at a time and take its locks (test/e2e/lanes). */
  lockUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: E2eStack;
  }
}

const LOG_DIRECTORY = new URL('../../.local/', import.meta.url);
const LOG_FILE = new URL('e2e-stack.log', LOG_DIRECTORY);

/**
 * Browser journeys run against the whole local stack (`npm start` on free ports), started once
 * per run: the production build with the production security headers (built first when its
 * sources changed), which is what users get and what test/e2e/csp.e2e.ts checks. It loads each
 * page faster than the Vite dev server (docs/decisions/testing/browser-journeys.md). CARESHIFT_E2E_WEB=dev runs the
 * journeys against Vite instead. Its terminal output (requests, outbox, web) goes to
 * .local/e2e-stack.log.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const undeclared = undeclaredExclusiveJourneys(new URL('../e2e/', import.meta.url));
  if (undeclared.length)
    throw new Error(
      `${undeclared.join(', ')} move the clock or run a job: list them in test/e2e/lanes/lanes.ts EXCLUSIVE_JOURNEYS`,
    );
  mkdirSync(LOG_DIRECTORY, { recursive: true });
  writeFileSync(LOG_FILE, '');
  clearAxeResults();
  const webMode = process.env.CARESHIFT_E2E_WEB === 'dev' ? 'dev' : 'production';
  const stack = await startStack({
    web: webMode,
    testClock: true,
    log: (line) => appendFileSync(LOG_FILE, `${line}\n`),
  });
  const locks = await startLockServer();
  const { web, api, auth, outbox, s3, stripe } = stack.urls;
  if (!web) throw new Error('The e2e stack started without the web app');
  const provided: E2eStack = {
    webUrl: web,
    apiUrl: api,
    originHeaders: originHeaders(stack.originSecret),
    authUrl: auth,
    outboxUrl: outbox,
    s3Url: s3,
    stripeUrl: stripe,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    signIns: stack.signIns,
    runDir: mkdtempSync(join(tmpdir(), 'careshift-e2e-run-')),
    lockUrl: locks.url,
  };
  project.provide('stack', provided);
  process.env.CARESHIFT_WEB_URL = web;
  process.env.CARESHIFT_API_URL = api;
  process.env.CARESHIFT_OUTBOX_URL = outbox;
  return async () => {
    writeAxeReport();
    rmSync(provided.runDir, { recursive: true, force: true });
    await locks.stop();
    await stack.stop();
  };
}
