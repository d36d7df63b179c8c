import type { Candidate } from '@careshift/contract';

/** A reason key of the `invitations` namespace with its values (the words beside a candidate). */
export interface ReasonText {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The score's parts in words, in the order the score weighs them: favourite, worked here, rating,
 * reliability (late cancellations and no-shows of the last 90 days), distance.
 */
export function candidateReasons(candidate: Candidate, language: string): ReasonText[] {
  const number = (value: number) => value.toLocaleString(language === 'el' ? 'el-GR' : 'en-GB');
  const reliability: ReasonText[] = [];
  if (candidate.lateCancellations > 0)
    reliability.push({
      key: 'findSomeone.reasons.lateCancellations',
      values: { count: candidate.lateCancellations },
    });
  if (candidate.noShows > 0)
    reliability.push({ key: 'findSomeone.reasons.noShows', values: { count: candidate.noShows } });
  return [
    ...(candidate.favourite ? [{ key: 'findSomeone.reasons.favourite' }] : []),
    candidate.workedHereCount > 0
      ? { key: 'findSomeone.reasons.workedHere', values: { count: candidate.workedHereCount } }
      : { key: 'findSomeone.reasons.neverHere' },
    candidate.rating === null
      ? { key: 'findSomeone.reasons.unrated' }
      : {
          key: 'findSomeone.reasons.rating',
          values: { rating: number(candidate.rating), reviews: candidate.ratingCount },
        },
    ...(reliability.length > 0 ? reliability : [{ key: 'findSomeone.reasons.reliable' }]),
    candidate.distanceKm === null
      ? { key: 'findSomeone.reasons.distanceUnknown' }
      : { key: 'findSomeone.reasons.distance', values: { km: candidate.distanceKm } },
  ];
}

/** An invitation still open or accepted: its partner cannot be invited again. */
export function isInvitable(candidate: Candidate): boolean {
  return candidate.invitationStatus !== 'SENT' && candidate.invitationStatus !== 'ACCEPTED';
}
