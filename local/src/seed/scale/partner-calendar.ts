import { nicosiaWeekKey } from '@careshift/db/aggregates/shift-deltas';
import { HOUR_MS } from '@careshift/domain/time/instant';

import type { SeededPartner } from './build-accounts';
import type { Random } from './random';

interface Booking {
  lastEnd: number;
  weeks: Map<string, number>;
}

/**
 * Who can take a shift, keeping the claim rules the domain checks (checkClaimEligibility): the partner
 * was working then (VERIFIED for future shifts), holds the position, has no overlapping shift and rests
 * the mandatory hours between shifts, and stays within their weekly limit. Shifts are offered in start
 * order, so the previous shift's end is the only one to compare.
 */
export class PartnerCalendar {
  private readonly byPosition = new Map<string, SeededPartner[]>();
  /** The regulars of a client for a position: partners keep working where they know the place. */
  private readonly regulars = new Map<string, SeededPartner[]>();
  private readonly bookings = new Map<string, Booking>();

  constructor(
    partners: SeededPartner[],
    private readonly restHours: number,
    private readonly now: number,
  ) {
    for (const partner of partners) {
      for (const positionId of partner.profile.positionIds) {
        const list = this.byPosition.get(positionId) ?? [];
        list.push(partner);
        this.byPosition.set(positionId, list);
      }
    }
  }

  /** A client's pool of regulars for a position, drawn once from the partners who hold it. */
  private regularsOf(random: Random, clientId: string, positionId: string): SeededPartner[] {
    const key = `${clientId}#${positionId}`;
    let pool = this.regulars.get(key);
    if (!pool) {
      const all = this.byPosition.get(positionId) ?? [];
      // About 1 in 8 of the partners with the position, so each partner is a regular at a few clients.
      pool = random.sample(all, Math.min(25, Math.max(3, Math.round(all.length / 8))));
      this.regulars.set(key, pool);
    }
    return pool;
  }

  /** Books the partner for the shift when the claim rules allow it. */
  private tryBook(
    partner: SeededPartner,
    start: number,
    end: number,
    claimedAt: number,
    week: string,
  ): boolean {
    const active =
      partner.activeFrom <= claimedAt &&
      partner.activeUntil >= (start > this.now ? Number.POSITIVE_INFINITY : end);
    if (!active) return false;
    const booking = this.bookings.get(partner.profile.partnerId) ?? {
      lastEnd: 0,
      weeks: new Map<string, number>(),
    };
    const weekCount = booking.weeks.get(week) ?? 0;
    if (booking.lastEnd + this.restHours * HOUR_MS > start) return false;
    const limit = partner.profile.weeklyShiftLimit;
    if (limit !== undefined && weekCount >= limit) return false;
    booking.lastEnd = end;
    booking.weeks.set(week, weekCount + 1);
    this.bookings.set(partner.profile.partnerId, booking);
    return true;
  }

  /**
   * A partner who may take the shift, booked for it: mostly one of the client's regulars, sometimes
   * anyone with the position; undefined when none of a few candidates may.
   */
  book(
    random: Random,
    shift: { clientId: string; positionId: string },
    start: number,
    end: number,
    claimedAt: number,
  ): SeededPartner | undefined {
    const week = nicosiaWeekKey(new Date(start).toISOString());
    const regulars = this.regularsOf(random, shift.clientId, shift.positionId);
    const everyone = this.byPosition.get(shift.positionId) ?? [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const pool = attempt < 9 ? regulars : everyone;
      if (pool.length === 0) continue;
      const partner = random.pick(pool);
      if (this.tryBook(partner, start, end, claimedAt, week)) return partner;
    }
    return undefined;
  }

  /** Gives back a week slot (a cancelled claim); the rest time stays taken, which only makes it stricter. */
  release(partnerId: string, start: number): void {
    const booking = this.bookings.get(partnerId);
    const week = nicosiaWeekKey(new Date(start).toISOString());
    if (booking) booking.weeks.set(week, Math.max(0, (booking.weeks.get(week) ?? 1) - 1));
  }
}
