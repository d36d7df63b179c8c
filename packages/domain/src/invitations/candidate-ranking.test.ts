import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { PartnerMarks } from '../shifts/favourites-access';

import { candidateExclusion, rankCandidates } from './candidate-ranking';
import type { CandidateInput } from './candidate-ranking';
import { candidate, RANKED_SHIFT as shift, RANKING_CONTEXT as context } from './testing/candidate-fixtures';

const marks = (blocking: string[], favourite: string[] = []): PartnerMarks => ({
  blockingClientIds: new Set(blocking),
  favouriteOfClientIds: new Set(favourite),
});

const ids = (input: readonly CandidateInput[]) =>
  rankCandidates(shift, input, context).candidates.map((c) => c.partnerId);

describe('who is listed', () => {
  it('should never list a partner who would break the rest hours or the weekly limit', () => {
    const rest = candidate('p-rest', {
      held: [{ id: 'h1', startDate: '2026-05-12T22:00:00Z', endDate: '2026-05-13T01:00:00Z' }],
    });
    const weekly = candidate('p-week', {
      partner: { partnerId: 'p-week', status: 'VERIFIED', positionIds: ['nurse'], weeklyShiftLimit: 1 },
      held: [{ id: 'h2', startDate: '2026-05-15T05:00:00Z', endDate: '2026-05-15T13:00:00Z' }],
    });
    const overlap = candidate('p-overlap', {
      held: [{ id: 'h3', startDate: '2026-05-13T10:00:00Z', endDate: '2026-05-13T18:00:00Z' }],
    });
    const ranking = rankCandidates(shift, [rest, weekly, overlap, candidate('p-ok')], context);
    expect(ranking.candidates.map((c) => c.partnerId)).toEqual(['p-ok']);
    expect(Object.fromEntries(ranking.excluded.map((e) => [e.partnerId, e.reason]))).toEqual({
      'p-rest': 'REST_HOURS',
      'p-week': 'WEEKLY_LIMIT',
      'p-overlap': 'OVERLAP',
    });
  });

  it('should leave out the blocked, the other positions, the not verified and an expiring licence', () => {
    const reasonOf = (input: CandidateInput) => candidateExclusion(shift, input, context);
    expect(reasonOf(candidate('p', { marks: marks(['c-1']) }))).toBe('BLOCKED_BY_CLIENT');
    expect(reasonOf(candidate('p', { marks: marks(['c-2']) }))).toBeNull();
    const carer = {
      partnerId: 'p',
      status: 'VERIFIED' as const,
      positionIds: ['carer'],
      weeklyShiftLimit: null,
    };
    expect(reasonOf(candidate('p', { partner: carer }))).toBe('POSITION_NOT_HELD');
    const pending = { ...carer, positionIds: ['nurse'], status: 'PENDING' as const };
    expect(reasonOf(candidate('p', { partner: pending }))).toBe('PENDING_REVIEW');
    const expiring = { ...carer, positionIds: ['nurse'], registrationExpirationDate: '2026-05-12' };
    expect(reasonOf(candidate('p', { partner: expiring }))).toBe('LICENCE_EXPIRES_BEFORE_SHIFT');
    expect(
      reasonOf(candidate('p', { partner: { ...expiring, registrationExpirationDate: '2026-05-13' } })),
    ).toBeNull();
  });

  it('should list a non-favourite during the favourites-only window (an invitation is the organisation’s own offer)', () => {
    expect(ids([candidate('p')])).toEqual(['p']);
  });

  it('should list nobody for a shift that is not open', () => {
    const claimed = { ...shift, status: 'CLAIMED' as const };
    expect(rankCandidates(claimed, [candidate('p')], context).candidates).toEqual([]);
  });
});

describe('the order', () => {
  it('should put a favourite who worked here, well rated, reliable and near first', () => {
    const best = candidate('p-z', {
      marks: marks([], ['c-1']),
      workedHereCount: 3,
      partner: {
        partnerId: 'p-z',
        status: 'VERIFIED',
        positionIds: ['nurse'],
        weeklyShiftLimit: null,
        ratingSum: 10,
        ratingCount: 2,
      },
    });
    const far = candidate('p-a', { homeCity: 'PAPHOS' });
    const unreliable = candidate('p-b', {
      penalties: [{ kind: 'NO_SHOW', createdAt: '2026-05-01T00:00:00Z' }],
    });
    const ranking = rankCandidates(shift, [unreliable, far, best], context);
    expect(ranking.candidates.map((c) => c.partnerId)).toEqual(['p-z', 'p-a', 'p-b']);
    expect(ranking.candidates[0]).toMatchObject({
      favourite: true,
      workedHereCount: 3,
      rating: 5,
      distanceKm: 0,
      score: { total: 100 - 8 },
    });
    expect(ranking.candidates[1]?.distanceKm).toBeGreaterThan(50);
    expect(ranking.candidates[2]?.noShows).toBe(1);
  });

  it('should break ties by partner id, whatever the order read', () => {
    const tied = ['p-c', 'p-a', 'p-b'].map((id) => candidate(id));
    expect(ids(tied)).toEqual(['p-a', 'p-b', 'p-c']);
    expect(ids([...tied].reverse())).toEqual(['p-a', 'p-b', 'p-c']);
  });
});

const cityArb = fc.constantFrom('LIMASSOL', 'NICOSIA', 'LARNACA', 'PAPHOS', 'FAMAGUSTA', null);
const heldArb = fc
  .record({ startHour: fc.integer({ min: -96, max: 96 }), hours: fc.integer({ min: 1, max: 12 }) })
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
      worked: fc.integer({ min: 0, max: 9 }),
      ratingCount: fc.integer({ min: 0, max: 5 }),
      ratingEach: fc.integer({ min: 1, max: 5 }),
      noShows: fc.integer({ min: 0, max: 3 }),
      city: cityArb,
      held: fc.array(heldArb, { maxLength: 3 }),
      limit: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      nurse: fc.boolean(),
    })
    .map((r): CandidateInput =>
      candidate(partnerId, {
        partner: {
          partnerId,
          status: 'VERIFIED',
          positionIds: r.nurse ? ['nurse'] : ['carer'],
          weeklyShiftLimit: r.limit,
          ratingSum: r.ratingCount * r.ratingEach,
          ratingCount: r.ratingCount,
        },
        marks: marks(r.blocked ? ['c-1'] : [], r.favourite ? ['c-1'] : []),
        workedHereCount: r.worked,
        homeCity: r.city,
        held: r.held,
        penalties: Array.from({ length: r.noShows }, () => ({
          kind: 'NO_SHOW' as const,
          createdAt: '2026-05-01T00:00:00Z',
        })),
      }),
    );
const poolArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 12 })
  .chain((numbers) => fc.tuple(...numbers.map((n) => candidateArb(`p-${String(n).padStart(3, '0')}`))));

describe('properties', () => {
  it('should never add a candidate when a block is added', () => {
    fc.assert(
      fc.property(poolArb, fc.nat(), (pool, pick) => {
        const before = new Set(ids(pool));
        const blockedAt = pick % pool.length;
        const withBlock = pool.map((c, i) =>
          i === blockedAt ? { ...c, marks: marks(['c-1', ...c.marks.blockingClientIds]) } : c,
        );
        const after = ids(withBlock);
        expect(after.every((id) => before.has(id))).toBe(true);
        expect(after).not.toContain(pool[blockedAt]?.partner.partnerId);
      }),
    );
  });

  it('should give the same list whatever order the candidates come in, sorted by score then id', () => {
    fc.assert(
      fc.property(
        poolArb.chain((pool) =>
          fc.tuple(fc.constant(pool), fc.shuffledSubarray(pool, { minLength: pool.length })),
        ),
        ([pool, shuffled]) => {
          const ranking = rankCandidates(shift, pool, context).candidates;
          expect(rankCandidates(shift, shuffled, context).candidates).toEqual(ranking);
          for (let i = 1; i < ranking.length; i += 1) {
            const [a, b] = [ranking[i - 1]!, ranking[i]!];
            expect(
              a.score.total > b.score.total || (a.score.total === b.score.total && a.partnerId < b.partnerId),
            ).toBe(true);
          }
        },
      ),
    );
  });

  it('should list only partners the claim would accept, with a score between 0 and 100', () => {
    fc.assert(
      fc.property(poolArb, (pool) => {
        for (const listed of rankCandidates(shift, pool, context).candidates) {
          const input = pool.find((c) => c.partner.partnerId === listed.partnerId)!;
          expect(candidateExclusion(shift, input, context)).toBeNull();
          expect(listed.score.total).toBeGreaterThanOrEqual(0);
          expect(listed.score.total).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
