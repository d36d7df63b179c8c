import type { ShiftCost } from '../cost/cost-rules';

/** A shift's money as the counters see it: the planned cost, and the billed cost once approved. */
export interface CountedShift {
  /** The planned cost (priced from the planned times when the shift was posted or edited). */
  cost: ShiftCost;
  /** The cost of the approved actual hours, recorded when its timesheet was approved or settled. */
  billedCost?: ShiftCost | null;
}

/**
 * The cost the money counters (revenue per month and status) count for a shift (issue 34 item 4): the
 * billed cost once its timesheet is APPROVED or SETTLED, else the planned cost — a shift without
 * attendance (no timesheet) or whose timesheet is not approved yet counts as planned.
 */
export function countedShiftCost(shift: CountedShift): ShiftCost {
  return shift.billedCost ?? shift.cost;
}

/**
 * How the counters move when a shift's counted cost changes from `before` to `after` (an approval: billed
 * − planned), field by field; all zero when nothing that is counted changed.
 */
export function countedCostChange(before: CountedShift, after: CountedShift): ShiftCost {
  const from = countedShiftCost(before);
  const to = countedShiftCost(after);
  return {
    totalCost: to.totalCost - from.totalCost,
    employeeEarnings: to.employeeEarnings - from.employeeEarnings,
    companyCommission: to.companyCommission - from.companyCommission,
  };
}
