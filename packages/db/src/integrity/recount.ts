import { isHeldStatus } from '@careshift/domain/shifts/status';

import { mergeDeltas, NO_DELTAS } from '../aggregates/counter-updates';
import type { AggregateDeltas } from '../aggregates/counter-updates';
import { shiftDeltas } from '../aggregates/shift-deltas';
import type { ShiftRecord } from '../repositories/shifts/shift-records';

/** A held shift of a partner, for the fatigue rules. */
export interface HeldShift {
  shiftId: string;
  startDate: string;
  endDate: string;
}

/**
 * What the aggregates should hold, recounted from the shifts themselves: each shift's deltas as if it had
 * just been created (aggregates/shift-deltas.ts, the same function every write uses), summed. Also keeps,
 * per partner, the shifts they hold, and the shifts' invoice links.
 */
export class Recount {
  private deltas: AggregateDeltas = NO_DELTAS;
  private pending: AggregateDeltas[] = [];
  readonly held = new Map<string, HeldShift[]>();
  readonly invoiceOf = new Map<string, string>();
  readonly heldWithoutPartner: string[] = [];
  /** Shifts that record a billed cost (an approval did): their timesheet must be APPROVED or SETTLED. */
  readonly billed: string[] = [];
  shifts = 0;

  add(shift: ShiftRecord): void {
    this.shifts += 1;
    this.pending.push(shiftDeltas(undefined, shift));
    if (this.pending.length >= 1000) this.flush();
    if (shift.invoiceId) this.invoiceOf.set(shift.shiftId, shift.invoiceId);
    if (shift.billedCost) this.billed.push(shift.shiftId);
    if (!isHeldStatus(shift.status)) return;
    if (!shift.claimedBy) {
      this.heldWithoutPartner.push(shift.shiftId);
      return;
    }
    const list = this.held.get(shift.claimedBy) ?? [];
    list.push({ shiftId: shift.shiftId, startDate: shift.startDate, endDate: shift.endDate });
    this.held.set(shift.claimedBy, list);
  }

  private flush(): void {
    this.deltas = mergeDeltas([this.deltas, ...this.pending]);
    this.pending = [];
  }

  /** Monthly count and revenue per "month#status" (shards added up). */
  monthly(): Map<string, { shiftCount: number; revenue: number }> {
    this.flush();
    const sums = new Map<string, { shiftCount: number; revenue: number }>();
    for (const { month, status, shiftCount, revenue } of this.deltas.monthly) {
      const key = `${month}#${status}`;
      const sum = sums.get(key) ?? { shiftCount: 0, revenue: 0 };
      sums.set(key, { shiftCount: sum.shiftCount + shiftCount, revenue: sum.revenue + revenue });
    }
    return sums;
  }

  partnerYears(): AggregateDeltas['partnerYear'] {
    this.flush();
    return this.deltas.partnerYear;
  }

  weekLoads(): Map<string, number> {
    this.flush();
    return new Map(
      this.deltas.weekLoads.map((load) => [`${load.partnerId}#${load.week}`, load.claimedCount]),
    );
  }

  /** A client's shifts per status, by "clientId#status". */
  clientStatuses(): Map<string, number> {
    this.flush();
    return new Map(this.deltas.clientStatus.map((row) => [`${row.clientId}#${row.status}`, row.shiftCount]));
  }

  openShifts(): number {
    this.flush();
    return this.deltas.counts.reduce((sum, shard) => sum + shard.openShifts, 0);
  }
}
