import { describe, expect, it } from 'vitest';

import { InvalidShiftTransitionError } from '../errors';

import {
  assertShiftTransition,
  canTransition,
  dueScheduledTransition,
  initialShiftStatus,
  SHIFT_STATUSES,
  SHIFT_TRANSITIONS,
  statusAfterCancelClaim,
  TERMINAL_SHIFT_STATUSES,
} from './status';

const shift = { deadline: '2026-05-09T07:00:00Z', endDate: '2026-05-10T15:00:00Z' };

describe('shift statuses', () => {
  it('should list the eight statuses of the spec', () => {
    expect(SHIFT_STATUSES).toEqual([
      'PENDING',
      'VERIFIED',
      'CLAIMED',
      'CANCELED',
      'ABANDONED',
      'FINISHED',
      'NO_SHOW',
      'COMPLETED',
    ]);
  });

  it('should move VERIFIED to CLAIMED by a partner claim or an administrator assignment only', () => {
    expect(canTransition('VERIFIED', 'CLAIMED', 'EMPLOYEE')).toBe(true);
    expect(canTransition('VERIFIED', 'CLAIMED', 'SYSTEM_USER')).toBe(true);
    expect(canTransition('VERIFIED', 'CLAIMED', 'CLIENT')).toBe(false);
    expect(canTransition('PENDING', 'CLAIMED')).toBe(false);
  });

  it('should move CLAIMED back to VERIFIED when the partner or an administrator cancels the claim', () => {
    expect(canTransition('CLAIMED', 'VERIFIED', 'EMPLOYEE')).toBe(true);
    expect(canTransition('CLAIMED', 'VERIFIED', 'SYSTEM_USER')).toBe(true);
    expect(canTransition('CLAIMED', 'VERIFIED', 'CLIENT')).toBe(false);
  });

  it('should let clients and administrators cancel PENDING, VERIFIED and CLAIMED shifts only', () => {
    for (const from of SHIFT_STATUSES) {
      const expected = ['PENDING', 'VERIFIED', 'CLAIMED'].includes(from);
      expect(canTransition(from, 'CANCELED', 'CLIENT')).toBe(expected);
      expect(canTransition(from, 'CANCELED', 'SYSTEM_USER')).toBe(expected);
      expect(canTransition(from, 'CANCELED', 'EMPLOYEE')).toBe(false);
    }
  });

  it('should allow a no-show from CLAIMED (administrator or client) and from FINISHED (administrator only)', () => {
    expect(canTransition('CLAIMED', 'NO_SHOW', 'CLIENT')).toBe(true);
    expect(canTransition('FINISHED', 'NO_SHOW', 'SYSTEM_USER')).toBe(true);
    expect(canTransition('FINISHED', 'NO_SHOW', 'CLIENT')).toBe(false);
    expect(canTransition('COMPLETED', 'NO_SHOW')).toBe(false);
  });

  it('should complete a worked shift when its invoice is paid and reopen it when the invoice goes back to pending', () => {
    expect(canTransition('FINISHED', 'COMPLETED', 'SYSTEM_USER')).toBe(true);
    expect(canTransition('FINISHED', 'COMPLETED', 'EMPLOYEE')).toBe(true);
    expect(canTransition('COMPLETED', 'FINISHED', 'SYSTEM_USER')).toBe(true);
    expect(canTransition('VERIFIED', 'COMPLETED')).toBe(false);
  });

  it('should leave CANCELED, ABANDONED and NO_SHOW as the only terminal statuses', () => {
    expect(TERMINAL_SHIFT_STATUSES).toEqual(['CANCELED', 'ABANDONED', 'NO_SHOW']);
  });

  it('should let the schedule make only the two automatic moves', () => {
    expect(SHIFT_TRANSITIONS.filter((move) => move.by === 'SCHEDULER')).toEqual([
      { from: 'PENDING', to: 'ABANDONED', by: 'SCHEDULER', action: 'claimDeadlinePassed' },
      { from: 'VERIFIED', to: 'ABANDONED', by: 'SCHEDULER', action: 'claimDeadlinePassed' },
      { from: 'CLAIMED', to: 'FINISHED', by: 'SCHEDULER', action: 'shiftEnded' },
    ]);
  });

  it('should throw a typed conflict for a move the table does not have', () => {
    expect(() => assertShiftTransition('CANCELED', 'VERIFIED', 'SYSTEM_USER')).toThrow(
      InvalidShiftTransitionError,
    );
    expect(() => assertShiftTransition('VERIFIED', 'CLAIMED', 'EMPLOYEE')).not.toThrow();
  });
});

describe('initialShiftStatus', () => {
  it('should create shifts VERIFIED, or CLAIMED when a partner is assigned on creation', () => {
    expect(initialShiftStatus({})).toBe('VERIFIED');
    expect(initialShiftStatus({ claimedBy: 'partner-1' })).toBe('CLAIMED');
  });
});

describe('statusAfterCancelClaim', () => {
  it('should reopen the shift before the claim deadline and abandon it from the deadline on', () => {
    expect(statusAfterCancelClaim(shift, '2026-05-09T06:59:59Z')).toBe('VERIFIED');
    expect(statusAfterCancelClaim(shift, '2026-05-09T07:00:00Z')).toBe('ABANDONED');
  });
});

describe('dueScheduledTransition', () => {
  it('should abandon an unclaimed shift once its claim deadline has passed', () => {
    expect(dueScheduledTransition({ ...shift, status: 'VERIFIED' }, '2026-05-09T06:59:00Z')).toBeNull();
    expect(dueScheduledTransition({ ...shift, status: 'VERIFIED' }, '2026-05-09T07:00:00Z')?.to).toBe(
      'ABANDONED',
    );
    expect(dueScheduledTransition({ ...shift, status: 'PENDING' }, '2026-05-09T07:00:00Z')?.to).toBe(
      'ABANDONED',
    );
  });

  it('should finish a claimed shift once its end has passed', () => {
    expect(dueScheduledTransition({ ...shift, status: 'CLAIMED' }, '2026-05-10T14:59:00Z')).toBeNull();
    expect(dueScheduledTransition({ ...shift, status: 'CLAIMED' }, '2026-05-10T15:00:00Z')).toEqual({
      from: 'CLAIMED',
      to: 'FINISHED',
      by: 'SCHEDULER',
      action: 'shiftEnded',
    });
  });

  it('should leave every other status alone', () => {
    for (const status of ['CANCELED', 'ABANDONED', 'FINISHED', 'NO_SHOW', 'COMPLETED'] as const) {
      expect(dueScheduledTransition({ ...shift, status }, '2030-01-01T00:00:00Z')).toBeNull();
    }
  });
});
