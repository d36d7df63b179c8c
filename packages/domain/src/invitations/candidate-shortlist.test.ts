import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { candidateExclusion, rankCandidates } from './candidate-ranking';
import type { CandidateInput, RankedCandidate } from './candidate-ranking';
import {
  candidateScoreBound,
  certainExclusion,
  compareBounds,
  shortlistCandidates,
  shortlistComplete,
} from './candidate-shortlist';
import type { CandidateDetails, CandidateProfile } from './candidate-shortlist';
import { candidate, RANKED_SHIFT as shift, RANKING_CONTEXT as context } from './testing/candidate-fixtures';

/** The pool split as the two phases read it: profiles, then details by partner. */
function phases(pool: readonly CandidateInput[]) {
  const profiles: CandidateProfile[] = pool.map(({ held: _held, homeCity: _city, ...profile }) => profile);
  const byId = new Map<string, CandidateDetails>(
    pool.map((c) => [c.partner.partnerId, { homeCity: c.homeCity ?? null, held: c.held }]),
  );
  const reads: string[][] = [];
  const details = (ids: string[]) => {
    reads.push(ids);
    return Promise.resolve(new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!]] : []))));
  };
  return { profiles, details, reads };
}

const ranked = (partnerId: string, total: number) => ({ partnerId, score: { total } }) as RankedCandidate;

describe('the bound and the stopping rule', () => {
  it('should bound the score by the distance at its best, and never below the exact score', () => {
    const far = candidate('p-far', { homeCity: 'PAPHOS' });
    const exact = rankCandidates(shift, [far], context).candidates[0]!.score.total;
    expect(candidateScoreBound(shift, far, context.now)).toBe(40);
    expect(exact).toBeLessThan(40);
    const unknownCity = { ...shift, clientCity: null };
    expect(candidateScoreBound(unknownCity, far, context.now)).toBe(35);
  });

  it('should drop for certain only what no schedule can change', () => {
    const expired = candidate('p-exp', {
      partner: {
        partnerId: 'p-exp',
        status: 'VERIFIED',
        positionIds: ['nurse'],
        weeklyShiftLimit: null,
        registrationExpirationDate: '2026-05-12',
      },
    });
    const blocked = candidate('p-blk', {
      marks: { blockingClientIds: new Set(['c-1']), favouriteOfClientIds: new Set() },
    });
    const busy = candidate('p-busy', {
      held: [{ id: 'h', startDate: '2026-05-13T10:00:00Z', endDate: '2026-05-13T18:00:00Z' }],
    });
    expect(certainExclusion(shift, expired, context)).toBe('LICENCE_EXPIRES_BEFORE_SHIFT');
    expect(certainExclusion(shift, blocked, context)).toBe('BLOCKED_BY_CLIENT');
    expect(certainExclusion(shift, busy, context)).toBeNull();
    expect(candidateExclusion(shift, busy, context)).toBe('OVERLAP');
  });

  it('should stop only when the next bound ranks after the last listed, its id breaking a tie', () => {
    const listed = [ranked('p-a', 80), ranked('p-m', 70)];
    expect(shortlistComplete(listed, 2, undefined)).toBe(true);
    expect(shortlistComplete(listed, 3, { partnerId: 'p-z', bound: 10 })).toBe(false);
    expect(shortlistComplete(listed, 2, { partnerId: 'p-z', bound: 69.9 })).toBe(true);
    expect(shortlistComplete(listed, 2, { partnerId: 'p-z', bound: 70 })).toBe(true);
    expect(shortlistComplete(listed, 2, { partnerId: 'p-b', bound: 70 })).toBe(false);
    expect(shortlistComplete(listed, 2, { partnerId: 'p-b', bound: 70.1 })).toBe(false);
  });

  it('should order bounds as the list orders scores', () => {
    const bounds = [
      { partnerId: 'p-b', bound: 50 },
      { partnerId: 'p-c', bound: 60 },
      { partnerId: 'p-a', bound: 50 },
    ];
    expect(bounds.sort(compareBounds).map((b) => b.partnerId)).toEqual(['p-c', 'p-a', 'p-b']);
  });

  it('should read the details of the best bounds only, a chunk at a time', async () => {
    const favourites = ['p-1', 'p-2', 'p-3'].map((id) =>
      candidate(id, { marks: { blockingClientIds: new Set(), favouriteOfClientIds: new Set(['c-1']) } }),
    );
    const others = Array.from({ length: 20 }, (_, i) => candidate(`p-x${String(i).padStart(2, '0')}`));
    const { profiles, details, reads } = phases([...others, ...favourites]);
    const top = await shortlistCandidates(shift, profiles, context, { limit: 2, chunkSize: 3, details });
    expect(top.candidates.map((c) => c.partnerId)).toEqual(['p-1', 'p-2']);
    expect(reads).toEqual([['p-1', 'p-2', 'p-3']]);
    expect(top).toMatchObject({ examined: 23, detailed: 3, more: true });
  });
});

const cityArb = fc.constantFrom('LIMASSOL', 'NICOSIA', 'PAPHOS', 'FAMAGUSTA', null);
const heldArb = fc
  .record({ startHour: fc.integer({ min: -48, max: 48 }), hours: fc.integer({ min: 1, max: 12 }) })
  .map(({ startHour, hours }) => {
    const start = Date.parse(shift.startDate) + startHour * 3_600_000;
    return {
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + hours * 3_600_000).toISOString(),
    };
  });
const candidateArb = (partnerId: string) =>
  fc
    .record({
      favourite: fc.boolean(),
      blocked: fc.boolean(),
      worked: fc.integer({ min: 0, max: 6 }),
      ratingCount: fc.integer({ min: 0, max: 2 }),
      ratingEach: fc.integer({ min: 1, max: 5 }),
      lateCancellations: fc.integer({ min: 0, max: 2 }),
      city: cityArb,
      held: fc.array(heldArb, { maxLength: 2 }),
      limit: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
      expires: fc.option(fc.constantFrom('2026-05-12', '2026-05-13'), { nil: undefined }),
      status: fc.constantFrom('VERIFIED', 'VERIFIED', 'VERIFIED', 'PENDING_REVIEW'),
    })
    .map((r): CandidateInput =>
      candidate(partnerId, {
        partner: {
          partnerId,
          status: r.status as 'VERIFIED',
          positionIds: ['nurse'],
          weeklyShiftLimit: r.limit,
          ratingSum: r.ratingCount * r.ratingEach,
          ratingCount: r.ratingCount,
          ...(r.expires ? { registrationExpirationDate: r.expires } : {}),
        },
        marks: {
          blockingClientIds: new Set(r.blocked ? ['c-1'] : []),
          favouriteOfClientIds: new Set(r.favourite ? ['c-1'] : []),
        },
        workedHereCount: r.worked,
        homeCity: r.city,
        held: r.held,
        penalties: Array.from({ length: r.lateCancellations }, () => ({
          kind: 'LATE_CLAIM_CANCELLATION' as const,
          createdAt: '2026-05-01T00:00:00Z',
        })),
      }),
    );
const poolArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 0, maxLength: 40 })
  .chain((numbers) => fc.tuple(...numbers.map((n) => candidateArb(`p-${String(n).padStart(3, '0')}`))));

describe('properties', () => {
  it('should list exactly the first `limit` of the whole ranking, whatever the chunk size', async () => {
    await fc.assert(
      fc.asyncProperty(
        poolArb,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 15 }),
        fc.boolean(),
        async (pool, limit, chunkSize, clientCityKnown) => {
          const at = clientCityKnown ? shift : { ...shift, clientCity: null };
          const full = rankCandidates(at, pool, context).candidates;
          const { profiles, details } = phases(pool);
          const top = await shortlistCandidates(at, profiles, context, { limit, chunkSize, details });
          expect(top.candidates).toEqual(full.slice(0, limit));
          expect(top.examined).toBe(pool.length);
          if (full.length > limit) expect(top.more).toBe(true);
          if (!top.more) expect(full.length).toBe(top.candidates.length);
          for (const c of pool) {
            const bound = candidateScoreBound(at, c, context.now);
            const exact = full.find((f) => f.partnerId === c.partner.partnerId);
            if (exact) expect(exact.score.total).toBeLessThanOrEqual(bound);
            if (certainExclusion(at, c, context)) expect(exact).toBeUndefined();
          }
        },
      ),
    );
  });
});
