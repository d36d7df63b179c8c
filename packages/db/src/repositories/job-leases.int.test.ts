import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';

import { jobLeaseSeconds } from '@careshift/domain/jobs/job-lease';

import { TTL_ATTRIBUTE } from '../table';
import { createTestDb } from '../testing/test-db';

import { createJobLeaseRepository } from './job-leases';
import type { JobLeaseRepository } from './job-leases';

const NOW = new Date('2031-03-12T09:00:00.000Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const later = (s: number) => new Date(NOW.getTime() + s * 1000);

describe('job leases (DynamoDB Local)', () => {
  let leases: JobLeaseRepository;

  beforeAll(async () => {
    leases = createJobLeaseRepository((await createTestDb()).service);
  });

  it('should let one of two overlapping runs take the lease, and tell the other who holds it', async () => {
    const take = (runId: string) =>
      leases.takeJobLease({ job: 'overlap', runId, now: NOW, timeoutSeconds: 300 });
    const [first, second] = await Promise.all([take('run-a'), take('run-b')]);
    const taken = [first, second].filter((result) => result.taken);
    expect(taken).toHaveLength(1);
    const winner = taken[0]!.taken ? taken[0]!.lease.runId : '';
    const loser = [first, second].find((result) => !result.taken);
    expect(loser).toEqual({
      taken: false,
      heldBy: { job: 'overlap', runId: winner, expiresAt: seconds(NOW) + jobLeaseSeconds(300) },
    });
  });

  it('should refuse a run while the lease lasts and give it to a run once it has expired', async () => {
    const job = 'expiry';
    const timeoutSeconds = 60;
    expect((await leases.takeJobLease({ job, runId: 'crashed', now: NOW, timeoutSeconds })).taken).toBe(true);
    const lastSecond = later(jobLeaseSeconds(timeoutSeconds) - 1);
    expect((await leases.takeJobLease({ job, runId: 'early', now: lastSecond, timeoutSeconds })).taken).toBe(
      false,
    );
    const expired = later(jobLeaseSeconds(timeoutSeconds));
    const next = await leases.takeJobLease({ job, runId: 'next', now: expired, timeoutSeconds });
    expect(next).toEqual({
      taken: true,
      lease: { job, runId: 'next', expiresAt: seconds(expired) + jobLeaseSeconds(timeoutSeconds) },
    });
    expect(await leases.readJobLease(job)).toEqual(next.taken ? next.lease : undefined);
  });

  it('should release only for the run that holds the lease', async () => {
    const job = 'release';
    await leases.takeJobLease({ job, runId: 'holder', now: NOW, timeoutSeconds: 120 });
    expect(await leases.releaseJobLease({ job, runId: 'someone-else' })).toBe(false);
    expect((await leases.readJobLease(job))?.runId).toBe('holder');
    expect((await leases.takeJobLease({ job, runId: 'other', now: NOW, timeoutSeconds: 120 })).taken).toBe(
      false,
    );
    expect(await leases.releaseJobLease({ job, runId: 'holder' })).toBe(true);
    expect(await leases.readJobLease(job)).toBeUndefined();
    expect(await leases.releaseJobLease({ job, runId: 'holder' })).toBe(false);
    expect((await leases.takeJobLease({ job, runId: 'other', now: NOW, timeoutSeconds: 120 })).taken).toBe(
      true,
    );
  });

  it("should keep the expiry in the table's TTL attribute, so DynamoDB deletes a stale lease", async () => {
    const { service, client, tableName } = await createTestDb();
    await createJobLeaseRepository(service).takeJobLease({
      job: 'ttl',
      runId: 'r',
      now: NOW,
      timeoutSeconds: 30,
    });
    const { Key } = service.entities.jobLease.get({ job: 'ttl' }).params<{ Key: Record<string, string> }>();
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key }));
    expect(Item?.[TTL_ATTRIBUTE]).toBe(seconds(NOW) + jobLeaseSeconds(30));
  });
});
