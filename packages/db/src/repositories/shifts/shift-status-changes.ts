import type { ShiftStatus } from '@careshift/domain/shifts/status';

import type { DbService } from '../../service';
import type { ChangeContext } from '../audit';

import { writeShiftChange } from './shift-change';
import { shiftOrError } from './shift-errors';
import { penaltyItems } from './shift-penalties';
import type { PenaltyDecision } from './shift-penalties';
import type { ShiftRecord } from './shift-records';

/** The fields of a shift an edit may change (the shift form in update mode). */
export type ShiftDetails = Partial<
  Pick<
    ShiftRecord,
    | 'positionId'
    | 'positionName'
    | 'positionNameEl'
    | 'positionRates'
    | 'startDate'
    | 'endDate'
    | 'deadline'
    | 'cost'
    | 'costConfig'
    | 'clientName'
  >
>;

export interface StatusMove {
  shift: ShiftRecord;
  context: ChangeContext;
}

export function createShiftStatusRepository(db: DbService) {
  /** Moves a shift to `to` with extra fields set; the caller decided the move is allowed. */
  async function move(input: StatusMove, to: ShiftStatus, action: string, fields: Partial<ShiftRecord> = {}) {
    const { shift, context } = input;
    const result = await writeShiftChange(db, {
      before: shift,
      after: { ...shift, ...fields, status: to },
      audit: { action, from: shift.status, to },
      context,
      notify: {},
    });
    return shiftOrError(db, shift.shiftId, result);
  }

  return {
    /** PENDING → VERIFIED. */
    verifyShift: (input: StatusMove) => move(input, 'VERIFIED', 'shift-verify'),

    /** Cancels a shift with its reason (kept with the partner, if any, for the statistics). */
    cancelShift: (input: StatusMove & { reason: string }) =>
      move(input, 'CANCELED', 'shift-cancel', { cancellationReason: input.reason }),

    /** The sweep after a claimed shift ended. */
    finishShift: (input: StatusMove) => move(input, 'FINISHED', 'shift-finish'),

    /** The sweep after the claim deadline of a shift nobody claimed passed. */
    abandonShift: (input: StatusMove) => move(input, 'ABANDONED', 'shift-abandon'),

    /**
     * Marks a no-show with its reason; the penalty the caller decided (the commission) is put on the
     * shift and recorded for the partner to be invoiced, in the same transaction.
     */
    async markShiftNoShow(input: StatusMove & { reason: string; penalty?: PenaltyDecision }) {
      const { shift, context, penalty } = input;
      const result = await writeShiftChange(db, {
        before: shift,
        after: {
          ...shift,
          status: 'NO_SHOW',
          noShowReason: input.reason,
          ...(penalty ? { penalty: penalty.amount } : {}),
        },
        audit: {
          action: 'shift-no-show',
          from: shift.status,
          to: 'NO_SHOW',
          details: penalty ? { penalty: penalty.amount } : {},
        },
        context,
        notify: { ...(penalty ? { penalty: penalty.amount } : {}) },
        extra: (tx) => penaltyItems(tx, shift, penalty, context.at),
      });
      return shiftOrError(db, shift.shiftId, result);
    },

    /** Edits a shift's details (times, position, cost); aggregates follow a move of month or cost. */
    async updateShiftDetails(input: StatusMove & { changes: ShiftDetails }) {
      const { shift, context, changes } = input;
      const result = await writeShiftChange(db, {
        before: shift,
        after: { ...shift, ...changes },
        audit: { action: 'shift-update', details: { ...changes } },
        context,
      });
      return shiftOrError(db, shift.shiftId, result);
    },
  };
}

export type ShiftStatusRepository = ReturnType<typeof createShiftStatusRepository>;
