import type { PositionRates, RateBoost, ShiftCost } from '@careshift/domain';

import type { DbService } from '../../service';
import type { ChangeContext } from '../audit';

import { writeShiftChange } from './shift-change';
import { shiftOrError } from './shift-errors';
import type { ShiftRecord } from './shift-records';

/** The trail's action of a boost (on the shift's trail). */
export const SHIFT_BOOST_ACTION = 'shift-boost';

/** A boost the caller decided (the domain's boostRefusal and boostedRates): the new rates and cost. */
export interface ShiftBoostWrite {
  shift: ShiftRecord;
  boost: RateBoost & { automatic: boolean };
  rates: PositionRates;
  cost: ShiftCost;
  context: ChangeContext;
}

/**
 * Rate boosts (issue 35 item 4): the shift is written with its boosted rates and cost, `boostedAt` (the
 * first boost), `boostCount` and `autoBoostCount`, conditional on the version read and on nobody having
 * claimed it (guard 'unclaimed'); the trail entry names the boost and both totals. The money counters
 * follow the new cost as for any change of cost.
 */
export function createShiftBoostRepository(db: DbService) {
  return {
    /**
     * The automatic boost's candidates: VERIFIED shifts whose claim deadline is in [from, to), soonest
     * first (the unclaimed-by-deadline index, gsi13), every page up to `max`.
     */
    async listOpenByDeadline(input: { from: string; to: string; max: number }): Promise<ShiftRecord[]> {
      const shifts: ShiftRecord[] = [];
      let cursor: string | null = null;
      do {
        const page = (await db.entities.shift.query
          .unclaimedByDeadline({ status: 'VERIFIED' })
          .between({ deadline: input.from }, { deadline: input.to })
          .go({ cursor, limit: 100 })) as { data: ShiftRecord[]; cursor: string | null };
        shifts.push(...page.data.filter((shift) => shift.deadline < input.to));
        cursor = page.cursor;
      } while (cursor && shifts.length < input.max);
      return shifts.slice(0, input.max);
    },

    async boostShift(input: ShiftBoostWrite): Promise<ShiftRecord> {
      const { shift, boost, rates, cost, context } = input;
      const result = await writeShiftChange(db, {
        before: shift,
        after: {
          ...shift,
          positionRates: rates,
          cost,
          boostedAt: shift.boostedAt ?? context.at,
          boostCount: (shift.boostCount ?? 0) + 1,
          autoBoostCount: (shift.autoBoostCount ?? 0) + (boost.automatic ? 1 : 0),
        },
        guard: 'unclaimed',
        audit: {
          action: SHIFT_BOOST_ACTION,
          details: {
            kind: boost.kind,
            value: boost.value,
            automatic: boost.automatic,
            totalCostBefore: shift.cost.totalCost,
            totalCostAfter: cost.totalCost,
            employeeEarningsAfter: cost.employeeEarnings,
          },
        },
        context,
      });
      return shiftOrError(db, shift.shiftId, result);
    },
  };
}

export type ShiftBoostRepository = ReturnType<typeof createShiftBoostRepository>;
