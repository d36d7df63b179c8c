import { describe, expect, it } from 'vitest';

import { newShiftFormSchema } from '@careshift/contract';

import {
  formOfShift,
  newShiftFieldOf,
  singleShiftBody,
  timesAfterStart,
  updateShiftBody,
} from './new-shift-values';

const now = new Date('2026-03-02T08:07:00.000Z'); // Monday 10:07 in Nicosia

describe('new request values', () => {
  it('should end 8 hours after a new start and put the deadline a day before when the start is days away', () => {
    expect(timesAfterStart('2026-03-10T08:00:00.000Z', now)).toEqual({
      endDate: '2026-03-10T16:00:00.000Z',
      deadline: '2026-03-09T08:00:00.000Z',
    });
  });

  it('should put the deadline an hour before a start less than a day away', () => {
    expect(timesAfterStart('2026-03-02T18:00:00.000Z', now)?.deadline).toBe('2026-03-02T17:00:00.000Z');
  });

  it('should leave the times alone without a valid start', () => {
    expect(timesAfterStart('', now)).toBeNull();
    expect(timesAfterStart('soon', now)).toBeNull();
  });

  it('should open a shift for update with its own position and times, the client for administrators only', () => {
    const shift = {
      clientId: 'c1',
      position: { id: 'NURSE', name: 'Nurse' },
      startDate: '2026-03-10T08:00:00.000Z',
      endDate: '2026-03-10T16:00:00.000Z',
      deadline: '2026-03-09T08:00:00.000Z',
    };
    const client = formOfShift(shift, 'CLIENT');
    expect(client).toEqual({
      clientId: '',
      positionId: 'NURSE',
      startDate: shift.startDate,
      endDate: shift.endDate,
      deadline: shift.deadline,
      claimedBy: '',
    });
    expect(newShiftFormSchema({ now, role: 'CLIENT' }).safeParse(client).success).toBe(true);
    const admin = formOfShift(shift, 'SYSTEM_USER');
    expect(admin.clientId).toBe('c1');
    expect(newShiftFormSchema({ now, role: 'SYSTEM_USER' }).safeParse(admin).success).toBe(true);
  });

  it('should send only the position and times in an update, never the client or a partner', () => {
    const values = {
      clientId: 'c1',
      positionId: 'NURSE',
      startDate: '2026-03-10T08:00:00.000Z',
      endDate: '2026-03-10T16:00:00.000Z',
      deadline: '2026-03-09T08:00:00.000Z',
      claimedBy: 'p1',
    };
    expect(updateShiftBody(values)).toEqual({
      positionId: 'NURSE',
      startDate: values.startDate,
      endDate: values.endDate,
      deadline: values.deadline,
    });
  });

  it('should post one shift without a cost, with the partner only when one is assigned', () => {
    const values = {
      clientId: 'c1',
      positionId: 'NURSE',
      startDate: '2026-03-10T08:00:00.000Z',
      endDate: '2026-03-10T16:00:00.000Z',
      deadline: '2026-03-09T08:00:00.000Z',
      claimedBy: '',
    };
    expect(singleShiftBody(values, 'key-12345678')).toEqual({
      clientId: 'c1',
      positionId: 'NURSE',
      shifts: [{ startDate: values.startDate, endDate: values.endDate, deadline: values.deadline }],
      idempotencyKey: 'key-12345678',
    });
    expect(singleShiftBody({ ...values, clientId: '', claimedBy: 'p1' }, 'key-12345678')).toEqual({
      positionId: 'NURSE',
      shifts: [
        { startDate: values.startDate, endDate: values.endDate, deadline: values.deadline, claimedBy: 'p1' },
      ],
      idempotencyKey: 'key-12345678',
    });
  });

  it('should map server field errors to the form fields', () => {
    expect(newShiftFieldOf('shifts.0.deadline')).toBe('deadline');
    expect(newShiftFieldOf('body.positionId')).toBe('positionId');
    expect(newShiftFieldOf('idempotencyKey')).toBeUndefined();
  });
});
