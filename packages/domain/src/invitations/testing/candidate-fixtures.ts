import { NO_PARTNER_MARKS } from '../../shifts/favourites-access';
import type { CandidateInput, RankedShift } from '../candidate-ranking';

/** The ranking tests' shift: Wednesday 13/05/2026 08:00–16:00 Nicosia (UTC+3), for a Limassol organisation. */
export const RANKED_SHIFT: RankedShift = {
  id: 'r1',
  clientId: 'c-1',
  clientCity: 'LIMASSOL',
  status: 'VERIFIED',
  positionId: 'nurse',
  startDate: '2026-05-13T05:00:00Z',
  endDate: '2026-05-13T13:00:00Z',
  deadline: '2026-05-12T05:00:00Z',
};

/** The rest hours and the moment the ranking tests rank at. */
export const RANKING_CONTEXT = { mandatoryRestHours: 8, now: '2026-05-10T09:00:00Z' };

/** A VERIFIED nurse in Limassol with nothing held, no marks, no history; `overrides` change any part. */
export function candidate(partnerId: string, overrides: Partial<CandidateInput> = {}): CandidateInput {
  return {
    partner: { partnerId, status: 'VERIFIED', positionIds: ['nurse'], weeklyShiftLimit: null },
    homeCity: 'LIMASSOL',
    held: [],
    marks: NO_PARTNER_MARKS,
    workedHereCount: 0,
    penalties: [],
    ...overrides,
  };
}
