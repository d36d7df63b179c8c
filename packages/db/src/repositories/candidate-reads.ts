import type { PenaltyFact } from '@careshift/domain/invitations/candidate-score';
import { WORKED_SHIFT_STATUSES } from '@careshift/domain/shifts/status';

import type { DbService } from '../service';

import { toPartnerRecord } from './partner-records';
import type { PartnerRecord } from './partner-records';
import type { ScheduledShift } from './shifts/shift-schedules';

/** One partner as "Find someone" ranks it: profile, home city and held shifts. */
export interface CandidateRecord {
  partner: PartnerRecord;
  homeCity: string | null;
  held: ScheduledShift[];
}

/** A partner's home city and held shifts, as phase 2 of "Find someone" reads them. */
export interface CandidateDetailRecord {
  homeCity: string | null;
  held: ScheduledShift[];
}

const uniqueKeys = (partnerIds: readonly string[]) =>
  [...new Set(partnerIds)].map((partnerId) => ({ partnerId }));

/** Parallel BatchGetItem calls per entity (ElectroDB splits the keys into batches of 100). */
const BATCH_CONCURRENCY = 8;

/**
 * The reads of "Find someone" (issue 35 item 2), by access pattern (docs/data-model.md):
 * 1. the position's partners: partnerPosition.byPosition (gsi1 [positionId]), their status with them;
 * 2. their profiles (BatchGetItem by partner key, table), then, for the candidates who could still be
 *    listed, a chunk at a time, their home cities and schedules (two BatchGetItems in parallel);
 * 3. every penalty of the last 90 days: penalty.allByCreated (gsi13, one range query, all partners);
 * 4. the organisation's worked shifts of the last year: shift.clientStatusByStart (gsi3
 *    [clientId, status]) for FINISHED and COMPLETED, only `claimedBy` read;
 * plus the organisation's marks (partnerMark.byClient, table) from the partner-marks repository.
 * Nothing is read per partner one key at a time.
 */
export function createCandidateReadRepository(db: DbService) {
  const { partnerPosition, partner, partnerInfo, partnerSchedule, penalty, shift } = db.entities;

  /** The profiles of these partners (missing ones left out): phase 1 of "Find someone". */
  async function candidateProfiles(partnerIds: readonly string[]): Promise<PartnerRecord[]> {
    const keys = uniqueKeys(partnerIds);
    if (keys.length === 0) return [];
    const { data } = await partner.get(keys).go({ concurrency: BATCH_CONCURRENCY });
    return data.map(toPartnerRecord);
  }

  /**
   * The home cities and schedules of these partners (one BatchGetItem each, in parallel): phase 2 of
   * "Find someone", a chunk of candidates at a time. A partner without either has none.
   */
  async function candidateDetails(
    partnerIds: readonly string[],
  ): Promise<Map<string, CandidateDetailRecord>> {
    const keys = uniqueKeys(partnerIds);
    if (keys.length === 0) return new Map();
    const options = { concurrency: BATCH_CONCURRENCY } as const;
    const [infos, schedules] = await Promise.all([
      partnerInfo.get(keys).go({ ...options, attributes: ['partnerId', 'address'] }),
      partnerSchedule.get(keys).go(options),
    ]);
    const cities = new Map(infos.data.map((info) => [info.partnerId, info.address?.city ?? null]));
    const held = new Map(schedules.data.map((s) => [s.partnerId, s.shifts]));
    return new Map(
      keys.map(({ partnerId }) => [
        partnerId,
        { homeCity: cities.get(partnerId) ?? null, held: held.get(partnerId) ?? [] },
      ]),
    );
  }

  return {
    /** The ids of the VERIFIED partners who hold the position. */
    async verifiedPartnerIdsOfPosition(positionId: string): Promise<string[]> {
      const { data } = await partnerPosition.query
        .byPosition({ positionId })
        .where((a, op) => op.eq(a.status, 'VERIFIED'))
        .go({ pages: 'all', attributes: ['partnerId'] });
      return data.map((item) => item.partnerId);
    },

    candidateProfiles,
    candidateDetails,

    /** Profiles, home cities and schedules of these partners (missing profiles left out). */
    async candidateRecords(partnerIds: readonly string[]): Promise<CandidateRecord[]> {
      const [profiles, details] = await Promise.all([
        candidateProfiles(partnerIds),
        candidateDetails(partnerIds),
      ]);
      return profiles.map((profile) => ({
        partner: profile,
        homeCity: details.get(profile.partnerId)?.homeCity ?? null,
        held: details.get(profile.partnerId)?.held ?? [],
      }));
    },

    /** Every partner's penalties created at or after `since`, by partner. */
    async penaltiesSince(since: string): Promise<Map<string, PenaltyFact[]>> {
      const { data } = await penalty.query
        .allByCreated({})
        .gte({ createdAt: since })
        .go({ pages: 'all', attributes: ['partnerId', 'kind', 'createdAt'] });
      const byPartner = new Map<string, PenaltyFact[]>();
      for (const item of data) {
        const list = byPartner.get(item.partnerId) ?? [];
        list.push({ kind: item.kind, createdAt: item.createdAt });
        byPartner.set(item.partnerId, list);
      }
      return byPartner;
    },

    /** How many shifts of the organisation starting at or after `since` each partner worked. */
    async workedHereCounts(clientId: string, since: string): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      const pages = await Promise.all(
        WORKED_SHIFT_STATUSES.map((status) =>
          shift.query
            .clientStatusByStart({ clientId, status })
            .gte({ startDate: since })
            .go({ pages: 'all', attributes: ['claimedBy'] }),
        ),
      );
      for (const { data } of pages)
        for (const item of data)
          if (item.claimedBy) counts.set(item.claimedBy, (counts.get(item.claimedBy) ?? 0) + 1);
      return counts;
    },
  };
}

export type CandidateReadRepository = ReturnType<typeof createCandidateReadRepository>;
