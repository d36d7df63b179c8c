import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENV } from '@careshift/contract';
import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';
import { createDocumentClient, createService } from '@careshift/db';

import { passwordSignInIdToken } from '../admin/authenticator-enrolment';
import { cognitoClient } from '../seed/cognito-users';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../seed/demo';
import { DEMO_POSITIONS } from '../seed/positions';
import { assertPortFree, freePort } from '../twins/free-port';

import { originHeaders } from './origin-secret';
import { PORT_SETTINGS } from './ports';
import { startStack } from './stack';
import type { LocalStack } from './stack';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function occupyPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, server };
}

function runStartCli(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'local/src/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('startStack with a port in use', () => {
  it('should refuse to start and name the variable that moves the port', async () => {
    const busy = await occupyPort();
    try {
      await expect(startStack({ ports: { api: busy.port }, web: false, log: false })).rejects.toThrow(
        `Port ${busy.port} for the local API gateway is already in use. Stop what uses it or set CARESHIFT_PORT_API to a free port`,
      );
    } finally {
      busy.server.close();
    }
  });

  it('should make `npm start` print the message and exit with code 1', async () => {
    const busy = await occupyPort();
    try {
      const env: Record<string, string> = {};
      for (const { variable } of Object.values(PORT_SETTINGS)) env[variable] = String(await freePort());
      const { code, output } = await runStartCli({ ...env, CARESHIFT_PORT_OUTBOX: String(busy.port) });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${busy.port} for the outbox (SNS/SES twin) is already in use`);
      expect(output).toContain('CARESHIFT_PORT_OUTBOX');
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      busy.server.close();
    }
  });

  it('should run each service on its own free port and free every port on stop', async () => {
    // A stack of its own (nothing seeded): stopping the shared one would fail the tests after it.
    const own = await startStack({ web: false, log: false, seed: false });
    const urls = Object.values(own.urls).filter((url): url is string => url !== undefined);
    expect(urls).toHaveLength(7);
    const ports = urls.map((url) => Number(new URL(url).port));
    expect(new Set(ports).size).toBe(7);
    await own.stop();
    for (const port of ports) await assertPortFree(port, 'a stopped service');
  });
});

describe('startStack', () => {
  let stack: LocalStack;

  beforeAll(async () => {
    // The whole demo is tested in demo-stack.int.test.ts; here the positions and the administrator do.
    stack = await startStack({ web: false, log: false, demoPassword: 'Stack-test-1', seed: 'minimal' });
  });
  afterAll(() => stack.stop());

  it('should refuse a request that skips CloudFront: no origin header, or a wrong one, is one uniform 403 (issue 30)', async () => {
    const contact = (headers: Record<string, string>) =>
      fetch(`${stack.urls.api}/api/public/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: 'not even JSON',
      });
    const replies = [
      await contact({}),
      await contact({ [ORIGIN_HEADER]: 'guessed' }),
      await fetch(`${stack.urls.api}/api/public/positions`),
    ];
    const bodies = await Promise.all(replies.map((reply) => reply.text()));
    expect(replies.map((reply) => reply.status)).toEqual([403, 403, 403]);
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ message: 'Forbidden', code: 'NOT_ALLOWED' })]));
    // With the stack's value (CloudFront's), the same request reaches the pipeline and its own answer.
    expect((await contact(originHeaders(stack.originSecret))).status).toBe(400);
    expect(process.env[ENV.originSecret]).toBe(stack.originSecret);
  });

  it('should reach the API through the CloudFront twin, which adds the origin header as CloudFront does', async () => {
    const response = await fetch(`${stack.urls.edge}/api/public/positions`, {
      headers: { [ORIGIN_HEADER]: 'a viewer cannot choose it' },
    });
    expect(response.status).toBe(200);
  });

  it('should serve the seeded shift rates through the gateway and the real positions Lambda', async () => {
    const response = await fetch(`${stack.urls.api}/api/public/positions`, {
      headers: originHeaders(stack.originSecret),
    });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { id: string; normalDayHourlyRate: number }[] };
    const visible = DEMO_POSITIONS.filter((position) => !position.positionId.includes('TEST_POSITION'));
    // STACK_TEST_CARER is the position the administrator test adds when it runs first.
    const seeded = items.filter((item) => item.id !== 'STACK_TEST_CARER');
    expect(seeded.map((item) => item.id).sort()).toEqual(
      visible.map((position) => position.positionId).sort(),
    );
    const rates = items.map((item) => item.normalDayHourlyRate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('should let the seeded administrator sign in at the auth twin and manage positions', async () => {
    const cognito = cognitoClient({ endpoint: stack.urls.auth, region: stack.region });
    try {
      const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
      const idToken = await passwordSignInIdToken(cognito, stack.userPoolClientId, {
        username: DEMO_ADMIN_EMAIL,
        password: 'Stack-test-1',
        authenticatorSecret: admin?.authenticatorSecret,
      });
      const body = JSON.stringify({
        name: 'Stack Test Carer',
        normalDayHourlyRate: 1000,
        normalNightHourlyRate: 1100,
        holidayDayHourlyRate: 1200,
        holidayNightHourlyRate: 1300,
      });
      const anonymous = await fetch(`${stack.urls.api}/api/positions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...originHeaders(stack.originSecret) },
        body,
      });
      expect(anonymous.status).toBe(401);
      const created = await fetch(`${stack.urls.api}/api/positions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${idToken}`,
          ...originHeaders(stack.originSecret),
        },
        body,
      });
      expect(created.status).toBe(200);
      expect(await created.json()).toMatchObject({ id: 'STACK_TEST_CARER', name: 'Stack Test Carer' });
    } finally {
      cognito.destroy();
    }
  });

  it('should seed idempotently: a second run creates nothing and keeps the sign-in working', async () => {
    const db = createService(
      createDocumentClient({
        tableName: stack.tableName,
        endpoint: stack.urls.dynamodb,
        region: stack.region,
      }),
      stack.tableName,
    );
    const cognito = cognitoClient({ endpoint: stack.urls.auth, region: stack.region });
    try {
      const again = await seedDemo({ db, cognito, userPoolId: stack.userPoolId, password: 'Stack-test-1' });
      expect(again.positionsCreated).toBe(0);
      // Without the web client (as on a deployed stage) the seed enrols no authenticator app.
      expect(again.signIns).toEqual(
        stack.signIns.map(({ authenticatorSecret: _enrolled, ...signIn }) => signIn),
      );
    } finally {
      cognito.destroy();
    }
  });

  it('should give the web app its runtime configuration and the handlers their environment', () => {
    expect(stack.webConfig).toMatchObject({
      region: 'eu-central-1',
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      userPoolEndpoint: stack.urls.auth,
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(process.env.TABLE_NAME).toBe(stack.tableName);
    expect(process.env.SNS_ENDPOINT).toBe(stack.urls.outbox);
    expect(process.env.SES_ENDPOINT).toBe(stack.urls.outbox);
    expect(process.env.S3_ENDPOINT).toBe(stack.urls.s3);
    expect(`http://127.0.0.1:${process.env.STRIPE_API_PORT}`).toBe(stack.urls.stripe);
    expect(process.env.STRIPE_API_PROTOCOL).toBe('http');
  });
});
