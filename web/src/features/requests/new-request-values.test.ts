import { describe, expect, it } from 'vitest';

import { newShiftFormSchema } from '@careshift/contract';

import { copyOfShift, newShiftFieldOf, singleShiftBody, timesAfterStart } from './new-request-values';

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

  it('should copy a past shift into a valid new one at the same time of day', () => {
    const copy = copyOfShift(
      {
        clientId: 'c1',
        position: { id: 'NURSE', name: 'Nurse' },
        startDate: '2026-01-05T20:00:00.000Z', // 22:00 Nicosia
        endDate: '2026-01-06T04:00:00.000Z',
      },
      { now, role: 'CLIENT' },
    );
    expect(copy).toMatchObject({ positionId: 'NURSE', clientId: '', claimedBy: '' });
    expect(copy.startDate).toBe('2026-03-04T20:00:00.000Z');
    expect(copy.endDate).toBe('2026-03-05T04:00:00.000Z');
    expect(newShiftFormSchema({ now, role: 'CLIENT' }).safeParse(copy).success).toBe(true);
  });

  it('should keep the client of a copy for administrators', () => {
    const copy = copyOfShift(
      {
        clientId: 'c1',
        position: { id: 'NURSE', name: 'Nurse' },
        startDate: '2026-01-05T08:00:00.000Z',
        endDate: '2026-01-05T16:00:00.000Z',
      },
      { now, role: 'SYSTEM_USER' },
    );
    expect(copy.clientId).toBe('c1');
    expect(newShiftFormSchema({ now, role: 'SYSTEM_USER' }).safeParse(copy).success).toBe(true);
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
