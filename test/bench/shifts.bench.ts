// Issue 6: posting 500 shifts through the requests Lambda against DynamoDB Local (goal: under 3 s end
// to end), and 50 concurrent claims on one shift (exactly one winner; p95 latency ÷ one uncontended claim,
// and ÷ the p95 of 50 concurrent claims of 50 different shifts: issue 15's goal, losers fail fast).
import { performance } from 'node:perf_hooks';

import { ENV, shiftClaim, shiftCreate } from '@careshift/contract';
import type { Operation } from '@careshift/contract';
import { createDocumentClient, createService } from '@careshift/db';
import type { HttpHandler } from '@careshift/lambdas/http/types';
import {
  addPartner,
  claims,
  IDS,
  nicosiaAt,
  seedShiftFixtures,
} from '@careshift/lambdas/shifts/testing/shift-fixtures';
import { httpEvent, lambdaContext, TEST_ORIGIN_SECRET } from '@careshift/lambdas/testing/http-event';
import type { EventOptions } from '@careshift/lambdas/testing/http-event';
import { startMessagingTwin } from '@careshift/local/outbox/messaging-twin';
import { Outbox } from '@careshift/local/outbox/outbox';
import { createTable, startDynamoDbLocal } from '@careshift/local/twins/dynamodb-local';
import { freePort } from '@careshift/local/twins/free-port';

import type { BenchRow } from './bench-row';

const TABLE = 'careshift-bench-shifts';
const CONTENDERS = 50;
let keys = 0;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

/**
 * Shifts of the multi-shift form, a morning (07:00–15:00) and an evening (15:00–23:00) a day from
 * `fromDay` on, so 500 of them fit in the 365-day posting horizon.
 */
function shifts(count: number, fromDay: number) {
  return Array.from({ length: count }, (_, i) => {
    const day = fromDay + Math.floor(i / 2);
    const [from, to] = i % 2 === 0 ? ['07:00', '15:00'] : ['15:00', '23:00'];
    return {
      startDate: nicosiaAt(day, from),
      endDate: nicosiaAt(day, to),
      deadline: nicosiaAt(day - 3, from),
    };
  });
}

export default async function bench(): Promise<BenchRow[]> {
  const dynamo = await startDynamoDbLocal(await freePort());
  const messaging = await startMessagingTwin({
    port: await freePort(),
    outbox: new Outbox({ print: false }),
  });
  try {
    await createTable(dynamo.endpoint, TABLE);
    Object.assign(process.env, {
      [ENV.tableName]: TABLE,
      [ENV.dynamodbEndpoint]: dynamo.endpoint,
      [ENV.snsEndpoint]: messaging.url,
      [ENV.sesEndpoint]: messaging.url,
      [ENV.mailFrom]: 'CareShift <no-reply@careshift.local>',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      LOG_LEVEL: 'ERROR',
      // httpEvent's events carry the origin header as CloudFront's do.
      [ENV.originSecret]: TEST_ORIGIN_SECRET,
    });
    const service = createService(
      createDocumentClient({ tableName: TABLE, endpoint: dynamo.endpoint }),
      TABLE,
    );
    const repos = await seedShiftFixtures(service);
    const { handler } = (await import('@careshift/lambdas/shifts/handler')) as { handler: HttpHandler };
    const call = async (operation: Operation, options: EventOptions) => {
      const started = performance.now();
      const result = await handler(httpEvent(operation, options), lambdaContext);
      return {
        status: result.statusCode ?? 0,
        body: JSON.parse(result.body ?? 'null'),
        ms: performance.now() - started,
      };
    };
    const post = (count: number, fromDay: number) =>
      call(shiftCreate, {
        claims: claims.admin,
        body: {
          clientId: IDS.clientA,
          positionId: IDS.nurse,
          shifts: shifts(count, fromDay),
          idempotencyKey: `bench-key-${(keys += 1)}`,
        },
      });

    // Warm the Lambda container (modules, clients) and DynamoDB Local's JVM, as AWS would be.
    for (let round = 0; round < 3; round += 1) await post(100, 280 + 10 * round);
    const posted = await post(500, 20);
    if (posted.body.created !== 500) throw new Error(`Posting 500 shifts created ${posted.body.created}`);

    for (let i = 0; i < CONTENDERS; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, j) => addPartner(repos, `bench-partner-${i + j}`)));
    }
    const single: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const target = (await post(1, 340 + 2 * i)).body.results[0].requestId as string;
      const claimed = await call(shiftClaim, {
        claims: claims.partner(`bench-partner-${i}`),
        path: { shiftId: target },
        body: {},
      });
      if (claimed.status !== 200) throw new Error(`An uncontended claim answered ${claimed.status}`);
      single.push(claimed.ms);
    }
    // The same load without contention: 50 partners claim 50 different shifts at once. On one machine the
    // 50 requests share DynamoDB Local and two cores, so this, not a lone claim, is what contention adds to.
    const spread = (await post(CONTENDERS, 300)).body.results.map(
      (row: { requestId: string }) => row.requestId,
    );
    const parallel = await Promise.all(
      spread.map((shiftId: string, i: number) =>
        call(shiftClaim, { claims: claims.partner(`bench-partner-${i}`), path: { shiftId }, body: {} }),
      ),
    );
    if (parallel.some((reply) => reply.status !== 200))
      throw new Error('A claim of a free shift was refused');
    const parallelP95 = percentile(
      parallel.map((reply) => reply.ms),
      95,
    );
    const contested = (await post(1, 360)).body.results[0].requestId as string;
    const replies = await Promise.all(
      Array.from({ length: CONTENDERS }, (_, i) =>
        call(shiftClaim, {
          claims: claims.partner(`bench-partner-${i}`),
          path: { shiftId: contested },
          body: {},
        }),
      ),
    );
    const winners = replies.filter((reply) => reply.status === 200).length;
    const conflicts = replies.filter((reply) => reply.status === 409).length;
    const p95 = percentile(
      replies.map((reply) => reply.ms),
      95,
    );
    const baseline = median(single);
    return [
      {
        name: 'post 500 shifts through request-create (DynamoDB Local)',
        value: posted.ms,
        unit: 'ms',
        goal: '< 3000',
        pass: posted.ms < 3000,
      },
      {
        name: '50 concurrent claims on one shift: winners',
        value: winners,
        unit: 'claims',
        goal: '= 1',
        pass: winners === 1,
      },
      {
        name: '50 concurrent claims on one shift: 409 replies',
        value: conflicts,
        unit: 'claims',
        goal: '= 49',
        pass: conflicts === 49,
      },
      { name: 'one uncontended claim (median of 7)', value: baseline, unit: 'ms' },
      { name: 'contended claim p95', value: p95, unit: 'ms' },
      { name: 'contended claim p95 ÷ uncontended claim', value: p95 / baseline, unit: '×' },
      { name: '50 concurrent claims of 50 different shifts: p95', value: parallelP95, unit: 'ms' },
      {
        name: 'contended claim p95 ÷ the same load uncontended (p95)',
        value: p95 / parallelP95,
        unit: '×',
        goal: '≤ 3',
        pass: p95 / parallelP95 <= 3,
      },
    ];
  } finally {
    await messaging.stop();
    await dynamo.stop();
  }
}
