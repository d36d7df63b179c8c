// Issue 15, item 4: a load test. The whole local stack (demo data, no web), then 60 s of a realistic mix
// at 100 concurrent connections with autocannon: partners on find-a-shift, my shifts and shift detail
// with some claims, organisations listing and posting, administrators listing. Reports throughput,
// p50/p95/p99 per call, 5xx replies, p95 under load ÷ p95 idle, and then runs the data integrity check.
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { myShiftsList, openShiftsList, shiftsList } from '@careshift/contract';
import { checkDataIntegrity, createDocumentClient, createService } from '@careshift/db';
import { originHeaders } from '@careshift/local/stack/origin-secret';
import { startStack } from '@careshift/local/stack/stack';

import { callApi, signInWithPassword, signInWithSms } from '../security/support/api-client';
import type { SecurityStack } from '../security/support/security-stack.global';

import type { BenchRow } from './bench-row';
import { loadMix, percentile } from './load-mix';
import type { LoadCall } from './load-mix';

const SECONDS = Number(process.env.CARESHIFT_LOAD_SECONDS ?? 60);
const IDLE_SAMPLES = 15;

interface Measured {
  call: LoadCall;
  latencies: number[];
  statuses: Map<number, number>;
}

/** Each request as CloudFront sends it: with the origin header (only CloudFront reaches the API in AWS). */
function runCall(apiUrl: string, call: LoadCall, origin: Record<string, string>): Promise<Measured> {
  const measured: Measured = { call, latencies: [], statuses: new Map() };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: apiUrl,
        connections: call.connections,
        duration: SECONDS,
        requests: [
          {
            method: call.method,
            setupRequest: (request) => {
              const next = call.next();
              return { ...request, ...next, headers: { ...next.headers, ...origin } };
            },
          },
        ],
      },
      (error) => (error ? reject(error) : resolve(measured)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      measured.latencies.push(responseTime);
      measured.statuses.set(statusCode, (measured.statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

async function idleP95(apiUrl: string, call: LoadCall, origin: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i += 1) {
    const { path, headers, body } = call.next();
    const started = performance.now();
    const response = await fetch(`${apiUrl}${path}`, {
      method: call.method,
      headers: { ...headers, ...origin },
      body,
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return percentile(times, 95);
}

export default async function bench(): Promise<BenchRow[]> {
  const stack = await startStack({ web: false, log: false, schedules: [] });
  try {
    const admin = stack.signIns.find((s) => s.role === 'SYSTEM_USER');
    const owner = stack.signIns.find((s) => s.role === 'OWNER');
    const partner = stack.signIns.find((s) => s.role === 'EMPLOYEE' && /VERIFIED/.test(s.label));
    if (!admin || !owner || !partner)
      throw new Error('The demo has no administrator, owner or verified partner');
    const s: SecurityStack = {
      apiUrl: stack.urls.api,
      originHeaders: originHeaders(stack.originSecret),
      authUrl: stack.urls.auth,
      outboxUrl: stack.urls.outbox,
      dynamodbUrl: stack.urls.dynamodb,
      tableName: stack.tableName,
      userPoolClientId: stack.userPoolClientId,
      admin: { username: admin.username, password: admin.password },
    };
    const tokens = {
      admin: await signInWithPassword(s, admin.username, admin.password, admin.authenticatorSecret),
      owner: await signInWithPassword(s, owner.username, owner.password),
      partner: await signInWithSms(s, partner.username),
    };
    const open = await callApi(s, openShiftsList, { query: {} }, tokens.partner);
    const openIds = (open.body as { items: { id: string }[] }).items.map((row) => row.id);
    const mine = await callApi(s, myShiftsList, { query: {} }, tokens.partner);
    const mineIds = (mine.body as { items: { id: string }[] }).items.map((row) => row.id);
    const detailIds = [...openIds, ...mineIds];
    const ownerShifts = await callApi(s, shiftsList, { query: {} }, tokens.owner);
    const clientId = (ownerShifts.body as { items: { clientId: string; positionId: string }[] }).items[0];
    if (!clientId || detailIds.length === 0) throw new Error('The demo gave the load test no shifts');

    const calls = loadMix({
      tokens,
      detailIds,
      openIds,
      clientId: clientId.clientId,
      positionId: clientId.positionId,
    });
    const idle = new Map<string, number>();
    for (const call of calls.filter((c) => c.method === 'GET'))
      idle.set(call.name, await idleP95(s.apiUrl, call, s.originHeaders));

    const started = performance.now();
    const results = await Promise.all(calls.map((call) => runCall(s.apiUrl, call, s.originHeaders)));
    const seconds = (performance.now() - started) / 1000;

    const db = createService(
      createDocumentClient({ tableName: stack.tableName, endpoint: stack.urls.dynamodb }),
      stack.tableName,
    );
    const integrity = await checkDataIntegrity(db);
    const rows: BenchRow[] = [];
    let total = 0;
    let serverErrors = 0;
    for (const { call, latencies, statuses } of results) {
      const fivexx = [...statuses].filter(([code]) => code >= 500).reduce((sum, [, n]) => sum + n, 0);
      total += latencies.length;
      serverErrors += fivexx;
      const p95 = percentile(latencies, 95);
      rows.push(
        {
          name: `${call.name}: requests per second (${call.connections} connections)`,
          value: latencies.length / seconds,
          unit: 'req/s',
        },
        { name: `${call.name}: p50`, value: percentile(latencies, 50), unit: 'ms' },
        { name: `${call.name}: p95`, value: p95, unit: 'ms' },
        { name: `${call.name}: p99`, value: percentile(latencies, 99), unit: 'ms' },
        {
          name: `${call.name}: 5xx replies`,
          value: fivexx,
          unit: 'replies',
          goal: '= 0',
          pass: fivexx === 0,
        },
      );
      const idleValue = idle.get(call.name);
      if (idleValue)
        rows.push({ name: `${call.name}: p95 under load ÷ p95 idle`, value: p95 / idleValue, unit: '×' });
    }
    rows.push(
      { name: `all calls over ${SECONDS} s at 100 connections`, value: total / seconds, unit: 'req/s' },
      {
        name: 'all calls: 5xx replies',
        value: serverErrors,
        unit: 'replies',
        goal: '= 0',
        pass: serverErrors === 0,
      },
      {
        name: 'data integrity check afterwards: problems',
        value: integrity.problems.length,
        unit: 'problems',
        goal: '= 0',
        pass: integrity.problems.length === 0,
      },
    );
    if (integrity.problems.length > 0) console.error(integrity.problems.slice(0, 20).join('\n'));
    return rows;
  } finally {
    await stack.stop();
  }
}
