import type { Candidates } from '@careshift/contract';
import type { InvitationRecord, ShiftRecord } from '@careshift/db';
import {
  assertOpenForInvitations,
  canActOnClient,
  DAY_MS,
  DEFAULT_SYSTEM_SETTINGS,
  NotFoundError,
  partnerMarksOf,
  rankCandidates,
  RELIABILITY_WINDOW_DAYS,
} from '@careshift/domain';
import type { CandidateInput, Ranking } from '@careshift/domain';

import type { Viewer } from '../http/viewer';
import { loadShift, SHIFT_NOT_FOUND } from '../shifts/shift-access';
import { shiftForActions } from '../shifts/shift-views';

import type { InvitationDeps } from './invitation-deps';
import { invitationStatusOf } from './invitation-views';

/** "Worked here" counts the organisation's shifts of this many days back. */
export const WORKED_HERE_WINDOW_DAYS = 365;

/** The shift, when the viewer is its organisation's user or an administrator; else the same 404 as none. */
export async function loadOwnShift(
  deps: InvitationDeps,
  viewer: Viewer,
  shiftId: string,
): Promise<ShiftRecord> {
  const shift = await loadShift(deps, shiftId);
  if (!canActOnClient(viewer, shift.clientId)) throw new NotFoundError(SHIFT_NOT_FOUND);
  return shift;
}

/** A ranking and the names of the partners it lists. */
export interface LoadedRanking extends Ranking {
  names: Map<string, string>;
  examined: number;
}

/**
 * The domain's ranking of the shift's candidates (all VERIFIED partners of its position, or `partnerIds`
 * when given), read with the access patterns of candidate-reads.ts: six reads in parallel, then the
 * candidates' profiles, cities and schedules in batches.
 */
export async function loadRanking(
  deps: InvitationDeps,
  shift: ShiftRecord,
  now: Date,
  partnerIds?: readonly string[],
): Promise<LoadedRanking> {
  const at = now.getTime();
  const [ids, settings, client, marks, penalties, worked] = await Promise.all([
    partnerIds ?? deps.candidateReads.verifiedPartnerIdsOfPosition(shift.positionId),
    deps.settings.getSystemSettings(),
    deps.clients.getClient(shift.clientId),
    deps.partnerMarks.listClientMarks(shift.clientId),
    deps.candidateReads.penaltiesSince(new Date(at - RELIABILITY_WINDOW_DAYS * DAY_MS).toISOString()),
    deps.candidateReads.workedHereCounts(
      shift.clientId,
      new Date(at - WORKED_HERE_WINDOW_DAYS * DAY_MS).toISOString(),
    ),
  ]);
  const records = await deps.candidateReads.candidateRecords(ids);
  const marked = (kind: string) => new Set(marks.filter((m) => m.kind === kind).map((m) => m.partnerId));
  const [favourites, blocks] = [marked('FAVOURITE'), marked('BLOCK')];
  const inputs: CandidateInput[] = records.map((record) => ({
    partner: { ...record.partner, weeklyShiftLimit: record.partner.weeklyShiftLimit ?? null },
    homeCity: record.homeCity,
    held: record.held.map((s) => ({ id: s.shiftId, startDate: s.startDate, endDate: s.endDate })),
    marks: partnerMarksOf(shift.clientId, {
      favourite: favourites.has(record.partner.partnerId),
      blocked: blocks.has(record.partner.partnerId),
    }),
    workedHereCount: worked.get(record.partner.partnerId) ?? 0,
    penalties: penalties.get(record.partner.partnerId) ?? [],
  }));
  const ranking = rankCandidates(
    {
      ...shift,
      id: shift.shiftId,
      status: shiftForActions(shift).status,
      clientCity: client?.address?.city ?? null,
    },
    inputs,
    { mandatoryRestHours: (settings ?? DEFAULT_SYSTEM_SETTINGS).mandatoryRestHours, now },
  );
  const names = new Map(
    records.map((r) => [r.partner.partnerId, `${r.partner.firstName} ${r.partner.lastName}`]),
  );
  return { ...ranking, names, examined: records.length };
}

/** request-candidates: the ranked list, each with its invitation's status when it has one. */
export async function listCandidates(
  deps: InvitationDeps,
  viewer: Viewer,
  shiftId: string,
): Promise<Candidates> {
  const shift = await loadOwnShift(deps, viewer, shiftId);
  const now = deps.clock.now();
  assertOpenForInvitations(shift, now);
  const [ranking, invitations] = await Promise.all([
    loadRanking(deps, shift, now),
    deps.invitations.listShiftInvitations(shift.shiftId),
  ]);
  const invited = new Map(invitations.map((i: InvitationRecord) => [i.partnerId, i]));
  return {
    items: ranking.candidates.map((candidate) => {
      const invitation = invited.get(candidate.partnerId);
      return {
        partnerId: candidate.partnerId,
        name: ranking.names.get(candidate.partnerId) ?? '',
        score: candidate.score.total,
        favourite: candidate.favourite,
        workedHereCount: candidate.workedHereCount,
        rating: candidate.rating,
        ratingCount: candidate.ratingCount,
        lateCancellations: candidate.lateCancellations,
        noShows: candidate.noShows,
        distanceKm: candidate.distanceKm,
        ...(invitation ? { invitationStatus: invitationStatusOf(invitation, now) } : {}),
      };
    }),
    examined: ranking.examined,
  };
}
