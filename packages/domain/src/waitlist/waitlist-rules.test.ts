import { describe, expect, it } from 'vitest';

import {
  asReleased,
  isReleasedToWaitlist,
  isWaitlistOpen,
  placeInLine,
  WAITLIST_MAX_ENTRIES,
  waitingLine,
  waitlistJoinRefusal,
  waitlistOffer,
} from './waitlist-rules';

const SHIFT = {
  status: 'CLAIMED' as const,
  claimedBy: 'holder',
  startDate: '2026-12-02T06:00:00.000Z',
  deadline: '2026-12-01T18:00:00.000Z',
};
const NOW = '2026-12-01T10:00:00.000Z';
const place = (partnerId: string, minute: number) => ({
  partnerId,
  joinedAt: new Date(Date.parse(NOW) - (60 - minute) * 60_000).toISOString(),
});

describe('the waitlist', () => {
  it('should be open only for a claimed shift before its claim deadline and start', () => {
    expect(isWaitlistOpen(SHIFT, NOW)).toBe(true);
    expect(isWaitlistOpen(SHIFT, SHIFT.deadline)).toBe(false);
    expect(isWaitlistOpen({ ...SHIFT, status: 'VERIFIED' }, NOW)).toBe(false);
    expect(isWaitlistOpen({ ...SHIFT, status: 'FINISHED' }, NOW)).toBe(false);
  });

  it('should refuse the holder, an open shift, a closed one, a partner already waiting and a full line', () => {
    expect(waitlistJoinRefusal(SHIFT, 'holder', [], NOW)).toBe('OWN_SHIFT');
    expect(waitlistJoinRefusal({ ...SHIFT, status: 'VERIFIED', claimedBy: null }, 'p1', [], NOW)).toBe(
      'NOT_CLAIMED',
    );
    expect(waitlistJoinRefusal(SHIFT, 'p1', [], SHIFT.deadline)).toBe('CLOSED');
    expect(waitlistJoinRefusal({ ...SHIFT, status: 'CANCELED' }, 'p1', [], NOW)).toBe('CLOSED');
    expect(waitlistJoinRefusal(SHIFT, 'p1', [place('p1', 1)], NOW)).toBe('ALREADY_WAITING');
    const full = Array.from({ length: WAITLIST_MAX_ENTRIES }, (_, i) => place(`w${i}`, i));
    expect(waitlistJoinRefusal(SHIFT, 'p1', full, NOW)).toBe('FULL');
    expect(waitlistJoinRefusal(SHIFT, 'p1', full.slice(1), NOW)).toBeNull();
  });

  it('should order the line by joining time, ties by partner id, without the holder', () => {
    const line = [place('c', 5), place('b', 1), place('a', 5), place('holder', 0)];
    expect(waitingLine(SHIFT, line).map((p) => p.partnerId)).toEqual(['b', 'a', 'c']);
    expect(placeInLine(SHIFT, line, 'c')).toBe(3);
    expect(placeInLine(SHIFT, line, 'holder')).toBeNull();
    expect(placeInLine(SHIFT, line, 'nobody')).toBeNull();
  });

  it('should offer a released shift to the line in order, at most the maximum, without the former holder', () => {
    const line = [...Array.from({ length: 25 }, (_, i) => place(`w${String(i).padStart(2, '0')}`, i))];
    const offer = waitlistOffer({ claimedBy: 'w00' }, line);
    expect(offer).toHaveLength(WAITLIST_MAX_ENTRIES);
    expect(offer[0]).toBe('w01');
    expect(offer).not.toContain('w00');
  });

  it('should count only a claim cancelled before the deadline as a release', () => {
    expect(isReleasedToWaitlist({ status: 'CLAIMED' }, { status: 'VERIFIED' })).toBe(true);
    expect(isReleasedToWaitlist({ status: 'CLAIMED' }, { status: 'ABANDONED' })).toBe(false);
    expect(isReleasedToWaitlist({ status: 'CLAIMED' }, { status: 'NO_SHOW' })).toBe(false);
    expect(asReleased(SHIFT).status).toBe('VERIFIED');
  });
});
