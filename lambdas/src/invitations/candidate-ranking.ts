import type { Candidates } from '@careshift/contract';
import type { CandidateDetailRecord, InvitationRecord, ShiftRecord } from '@careshift/db';
import {
  assertOpenForInvitations,
  CANDIDATE_CHUNK,
  CANDIDATES_LISTED,
  canActOnClient,
  DAY_MS,
  DEFAULT_SYSTEM_SETTINGS,
  NotFoundError,
  partnerMarksOf,
  rankCandidates,
  RELIABILITY_WINDOW_DAYS,
  shortlistCandidates,
} from '@careshift/domain';
import type {
  CandidateDetails,
  CandidateInput,
  CandidateProfile,
  Ranking,
  Shortlist,
} from '@careshift/domain';

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

/** The first CANDIDATES_LISTED of the ranking and the names of the partners it lists. */
export interface LoadedShortlist extends Shortlist {
  names: Map<string, string>;
}

type Profile = Awaited<ReturnType<InvitationDeps['candidateReads']['candidateProfiles']>>[number];

/**
 * Phase 1 of the ranking: six reads in parallel (the position's partners, settings, the client, its
 * marks, the penalties of 90 days, its worked shifts of a year), then the candidates' profiles.
 */
async function loadRankingFacts(
  deps: InvitationDeps,
  shift: ShiftRecord,
  now: Date,
  partnerIds?: readonly string[],
) {
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
  const partners = await deps.candidateReads.candidateProfiles(ids);
  const marked = (kind: string) => new Set(marks.filter((m) => m.kind === kind).map((m) => m.partnerId));
  const [favourites, blocks] = [marked('FAVOURITE'), marked('BLOCK')];
  const profile = (partner: Profile): CandidateProfile => ({
    partner: { ...partner, weeklyShiftLimit: partner.weeklyShiftLimit ?? null },
    marks: partnerMarksOf(shift.clientId, {
      favourite: favourites.has(partner.partnerId),
      blocked: blocks.has(partner.partnerId),
    }),
    workedHereCount: worked.get(partner.partnerId) ?? 0,
    penalties: penalties.get(partner.partnerId) ?? [],
  });
  return {
    profiles: partners.map(profile),
    names: new Map(partners.map((p) => [p.partnerId, `${p.firstName} ${p.lastName}`])),
    rankedShift: {
      ...shift,
      id: shift.shiftId,
      status: shiftForActions(shift).status,
      clientCity: client?.address?.city ?? null,
    },
    context: { mandatoryRestHours: (settings ?? DEFAULT_SYSTEM_SETTINGS).mandatoryRestHours, now },
  };
}

const heldShifts = (details: CandidateDetailRecord): CandidateDetails => ({
  homeCity: details.homeCity,
  held: details.held.map((s) => ({ id: s.shiftId, startDate: s.startDate, endDate: s.endDate })),
});

/**
 * The domain's whole ranking of these partners for the shift, with why each other is not listed
 * (request-invite checks the partners it is asked to invite with it): their profiles, home cities and
 * schedules, all of them, read in parallel with the rest.
 */
export async function loadRanking(
  deps: InvitationDeps,
  shift: ShiftRecord,
  now: Date,
  partnerIds: readonly string[],
): Promise<LoadedRanking> {
  const [facts, details] = await Promise.all([
    loadRankingFacts(deps, shift, now, partnerIds),
    deps.candidateReads.candidateDetails(partnerIds),
  ]);
  const inputs: CandidateInput[] = facts.profiles.map((p) => ({
    ...p,
    ...heldShifts(details.get(p.partner.partnerId) ?? { homeCity: null, held: [] }),
  }));
  const ranking = rankCandidates(facts.rankedShift, inputs, facts.context);
  return { ...ranking, names: facts.names, examined: facts.profiles.length };
}

/**
 * "Find someone": the best CANDIDATES_LISTED of the VERIFIED partners of the shift's position, in the
 * domain's two phases (shortlistCandidates): every profile, then home cities and schedules a chunk of
 * CANDIDATE_CHUNK at a time, best score bound first, only until nobody unread can rank among the listed.
 */
export async function loadShortlist(
  deps: InvitationDeps,
  shift: ShiftRecord,
  now: Date,
  options: { limit?: number; chunkSize?: number } = {},
): Promise<LoadedShortlist> {
  const facts = await loadRankingFacts(deps, shift, now);
  const shortlist = await shortlistCandidates(facts.rankedShift, facts.profiles, facts.context, {
    limit: options.limit ?? CANDIDATES_LISTED,
    chunkSize: options.chunkSize ?? CANDIDATE_CHUNK,
    details: async (ids) => {
      const read = await deps.candidateReads.candidateDetails(ids);
      return new Map([...read].map(([id, details]) => [id, heldShifts(details)]));
    },
  });
  return { ...shortlist, names: facts.names };
}

/** request-candidates: the best of the ranking, each with its invitation's status when it has one. */
export async function listCandidates(
  deps: InvitationDeps,
  viewer: Viewer,
  shiftId: string,
): Promise<Candidates> {
  const shift = await loadOwnShift(deps, viewer, shiftId);
  const now = deps.clock.now();
  assertOpenForInvitations(shift, now);
  const [ranking, invitations] = await Promise.all([
    loadShortlist(deps, shift, now),
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
    limit: CANDIDATES_LISTED,
    more: ranking.more,
  };
}
