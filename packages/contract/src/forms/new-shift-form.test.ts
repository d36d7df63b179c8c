import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import { newShiftFormDefaults, newShiftFormSchema, newShiftFormToRequest } from './new-shift-form';

// 12:00 in Nicosia (EEST, UTC+3) on Monday 10 May 2027.
const now = new Date('2027-05-10T09:00:00Z');
const admin = newShiftFormSchema({ now, role: 'SYSTEM_USER' });
const client = newShiftFormSchema({ now, role: 'CLIENT' });

const shift = {
  clientId: 'c-1',
  positionId: 'nurse',
  startDate: '2027-05-20T07:00:00.000Z',
  endDate: '2027-05-20T15:00:00.000Z',
  deadline: '2027-05-19T07:00:00.000Z',
  claimedBy: '',
};

describe('new shift form', () => {
  it('should accept a future shift with its deadline a day before', () => {
    expect(validateForm(admin, shift).errors).toEqual({});
  });

  it('should require client (administrators), position, start, end and deadline ("Value is required")', () => {
    const empty = { clientId: '', positionId: '', startDate: '', endDate: '', deadline: '', claimedBy: '' };
    expect(validateForm(admin, empty).errors).toEqual({
      clientId: 'Value is required',
      positionId: 'Value is required',
      startDate: 'Value is required',
      endDate: 'Value is required',
      deadline: 'Value is required',
    });
  });

  it('should not require the client from a client user (their own company)', () => {
    expect(validateForm(client, { ...shift, clientId: '' }).success).toBe(true);
  });

  it('should refuse a start more than a year away, such as a typed date in the year 2200', () => {
    const far = {
      ...shift,
      startDate: '2200-02-26T08:00:00.000Z',
      endDate: '2200-02-26T16:00:00.000Z',
      deadline: '2200-02-25T08:00:00.000Z',
    };
    expect(validateForm(client, far).errors).toEqual({
      startDate: 'Start must be at most 365 days from now.',
    });
    expect(validateForm(admin, far).errors).toEqual({
      startDate: 'Start must be at most 365 days from now.',
    });
  });

  it('should refuse an end before or equal to the start', () => {
    expect(validateForm(admin, { ...shift, endDate: '2027-05-20T06:00:00.000Z' }).errors).toEqual({
      endDate: 'End must be after start.',
    });
    expect(validateForm(admin, { ...shift, endDate: shift.startDate }).errors).toEqual({
      endDate: 'End must be after start.',
    });
  });

  it('should refuse a shift longer than 24 hours', () => {
    expect(validateForm(admin, { ...shift, endDate: '2027-05-21T07:10:00.000Z' }).errors).toEqual({
      endDate: 'A shift can last at most 24 hours.',
    });
    expect(validateForm(admin, { ...shift, endDate: '2027-05-21T07:00:00.000Z' }).success).toBe(true);
  });

  it('should accept a deadline equal to the start', () => {
    expect(validateForm(admin, { ...shift, deadline: shift.startDate }).success).toBe(true);
  });

  it('should refuse a deadline after the start with the spec message', () => {
    expect(validateForm(admin, { ...shift, deadline: '2027-05-20T07:10:00.000Z' }).errors).toEqual({
      deadline: 'Deadline must be equal or before Shift start time.',
    });
  });

  it('should refuse a deadline before now, and accept one exactly now', () => {
    expect(validateForm(admin, { ...shift, deadline: '2027-05-10T08:50:00.000Z' }).errors).toEqual({
      deadline: 'Deadline cannot be before now.',
    });
    expect(validateForm(admin, { ...shift, deadline: now.toISOString() }).success).toBe(true);
  });

  it("should hold a non-administrator's earliest start at one day from now", () => {
    const soon = {
      ...shift,
      startDate: '2027-05-11T08:50:00.000Z',
      endDate: '2027-05-11T16:50:00.000Z',
      deadline: '2027-05-11T07:50:00.000Z',
    };
    expect(validateForm(client, soon).errors).toEqual({
      startDate: 'Start must be at least 1 day from now.',
    });
    const dayAway = {
      ...shift,
      startDate: '2027-05-11T09:00:00.000Z',
      endDate: '2027-05-11T17:00:00.000Z',
      deadline: '2027-05-11T08:00:00.000Z',
    };
    expect(validateForm(client, dayAway).success).toBe(true);
    expect(validateForm(admin, soon).success).toBe(true);
  });

  it('should let an administrator post a shift in the past only with a partner assigned', () => {
    const past = {
      ...shift,
      startDate: '2027-05-09T07:00:00.000Z',
      endDate: '2027-05-09T15:00:00.000Z',
      deadline: '2027-05-08T07:00:00.000Z',
    };
    expect(validateForm(admin, past).errors).toEqual({
      claimedBy: 'A partner is required for a shift that has already started.',
    });
    expect(validateForm(admin, { ...past, claimedBy: 'p-1' }).success).toBe(true);
    expect(validateForm(client, { ...past, claimedBy: 'p-1' }).errors).toMatchObject({
      startDate: 'Start must be at least 1 day from now.',
    });
  });

  it('should keep every time on a 10-minute step', () => {
    expect(
      validateForm(admin, {
        ...shift,
        startDate: '2027-05-20T07:05:00.000Z',
        endDate: '2027-05-20T15:00:30.000Z',
        deadline: '2027-05-19T07:00:00.000Z',
      }).errors,
    ).toEqual({ startDate: 'Time must be in 10-minute steps.', endDate: 'Time must be in 10-minute steps.' });
  });

  it('should take times with an offset and store them in UTC', () => {
    const parsed = admin.parse({ ...shift, startDate: '2027-05-20T10:00:00+03:00' });
    expect(parsed.startDate).toBe('2027-05-20T07:00:00.000Z');
  });

  it('should open with defaults that pass its own rules, at any time of day, for both roles', () => {
    const moment = fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moment, fc.constantFrom('SYSTEM_USER' as const, 'CLIENT' as const), (at, role) => {
        const schema = newShiftFormSchema({ now: at, role });
        const defaults = { ...newShiftFormDefaults({ now: at, role }), clientId: 'c-1', positionId: 'nurse' };
        expect(validateForm(schema, defaults).errors).toEqual({});
      }),
      { numRuns: 300 },
    );
  });

  it('should build a request-create item without an empty client or partner', () => {
    expect(newShiftFormToRequest(client.parse({ ...shift, clientId: '' }))).toEqual({
      positionId: 'nurse',
      startDate: shift.startDate,
      endDate: shift.endDate,
      deadline: shift.deadline,
    });
    expect(newShiftFormToRequest(admin.parse({ ...shift, claimedBy: 'p-1' }))).toMatchObject({
      clientId: 'c-1',
      claimedBy: 'p-1',
    });
  });
});
