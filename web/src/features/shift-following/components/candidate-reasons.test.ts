import { describe, expect, it } from 'vitest';

import type { Candidate } from '@careshift/contract';

import { candidateReasons, isInvitable } from './candidate-reasons';

const candidate: Candidate = {
  partnerId: 'p',
  name: 'Maria Georgiou',
  score: 80,
  favourite: true,
  workedHereCount: 3,
  rating: 4.5,
  ratingCount: 2,
  lateCancellations: 0,
  noShows: 1,
  distanceKm: 12,
};

describe('candidate reasons', () => {
  it('should say each part of the score in words, in the order it weighs', () => {
    expect(candidateReasons(candidate, 'en').map((r) => r.key.split('.').at(-1))).toEqual([
      'favourite',
      'workedHere',
      'rating',
      'noShows',
      'distance',
    ]);
    expect(candidateReasons(candidate, 'el')[2]?.values).toEqual({ rating: '4,5', reviews: 2 });
  });

  it('should say what is not known, and a clean record', () => {
    const unknown = {
      ...candidate,
      favourite: false,
      workedHereCount: 0,
      rating: null,
      noShows: 0,
      distanceKm: null,
    };
    expect(candidateReasons(unknown, 'en').map((r) => r.key.split('.').at(-1))).toEqual([
      'neverHere',
      'unrated',
      'reliable',
      'distanceUnknown',
    ]);
  });

  it('should not invite again a partner with an open or accepted invitation', () => {
    expect(isInvitable(candidate)).toBe(true);
    expect(isInvitable({ ...candidate, invitationStatus: 'SENT' })).toBe(false);
    expect(isInvitable({ ...candidate, invitationStatus: 'ACCEPTED' })).toBe(false);
    expect(isInvitable({ ...candidate, invitationStatus: 'DECLINED' })).toBe(true);
  });
});
