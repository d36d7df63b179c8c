import { describe, expect, it } from 'vitest';

import { ApiError } from '../../api/api-error';

import {
  multiCreateBody,
  previewAfterPost,
  previewRows,
  previewSummary,
  rowFailureText,
  withResults,
  withSingleRowError,
} from './multi-create-preview';

const empty = { start: '', end: '' };
const form = {
  dates: ['2026-03-11', '2026-03-10', '2026-03-10'],
  deadlineDays: 3 as const,
  slots: {
    morning: { start: '07:00', end: '15:00' },
    evening: empty,
    night: { start: '22:00', end: '06:00' },
  },
};

describe('multi-create preview', () => {
  it('should list one row per date and filled slot, by date then morning/evening/night, duplicates dropped', () => {
    const rows = previewRows(form);
    expect(rows.map((row) => [row.date, row.slot])).toEqual([
      ['2026-03-10', 'morning'],
      ['2026-03-10', 'night'],
      ['2026-03-11', 'morning'],
      ['2026-03-11', 'night'],
    ]);
    expect(rows.map((row) => row.index)).toEqual([0, 1, 2, 3]);
  });

  it('should leave out the places a copied rota skips, and number the rest in order', () => {
    const rows = previewRows({ ...form, skipped: ['2026-03-10 night', '2026-03-11 morning'] });
    expect(rows.map((row) => [row.index, row.date, row.slot])).toEqual([
      [0, '2026-03-10', 'morning'],
      [1, '2026-03-11', 'night'],
    ]);
  });

  it('should show Nicosia times, mark a night shift ending next day, and put the deadline days before the start', () => {
    const [morning, night] = previewRows(form);
    expect(morning).toMatchObject({
      dateText: '10/03/2026',
      timeText: '07:00 – 15:00',
      deadlineText: '07/03/2026 07:00',
    });
    expect(night).toMatchObject({ timeText: '22:00 – 06:00 (+1)', overnight: true });
    expect(night?.startDate).toBe('2026-03-10T20:00:00.000Z');
    expect(night?.endDate).toBe('2026-03-11T04:00:00.000Z');
  });

  it('should mark rows Created or Failed from the per-row results', () => {
    const rows = previewRows(form);
    const after = withResults(
      rows,
      {
        results: [
          { index: 0, status: 'CREATED', requestId: 'r0', refNumber: 101 },
          { index: 1, status: 'FAILED', message: 'Deadline cannot be before now.' },
          { index: 2, status: 'CREATED', requestId: 'r2', refNumber: 102 },
        ],
        created: 2,
        failed: 1,
      },
      'No result',
    );
    expect(after.map((row) => row.outcome)).toEqual([
      { status: 'CREATED', shiftId: 'r0', refNumber: 101 },
      { status: 'FAILED', message: 'Deadline cannot be before now.' },
      { status: 'CREATED', shiftId: 'r2', refNumber: 102 },
      { status: 'FAILED', message: 'No result' },
    ]);
    expect(previewSummary(after)).toEqual({ total: 4, created: 2, failed: 2 });
  });

  it("should say a row refused for its assigned partner in the reader's language, with what it names", () => {
    const [row] = withResults(
      previewRows({ ...form, dates: ['2026-03-10'] }),
      {
        results: [
          {
            index: 0,
            status: 'FAILED',
            message: 'The partner is not verified.',
            code: 'LICENCE_EXPIRED',
            params: { date: '30/11/2026' },
          },
        ],
        created: 0,
        failed: 1,
      },
      'No result',
    );
    const outcome = row?.outcome;
    if (outcome?.status !== 'FAILED') throw new Error('expected a failed row');
    expect(outcome).toMatchObject({ code: 'LICENCE_EXPIRED', params: { date: '30/11/2026' } });
    const untranslated = (message: string) => `untranslated: ${message}`;
    const greek = rowFailureText(outcome, 'el', untranslated);
    expect(greek).toMatch(/[α-ω]/);
    expect(greek).not.toContain('untranslated');
    expect(rowFailureText(outcome, 'en', untranslated)).not.toBe(greek);
    expect(rowFailureText({ status: 'FAILED', message: 'Other' }, 'el', untranslated)).toBe(
      'untranslated: Other',
    );
  });

  it("should make a one-row post's 400 that row's failure, and leave bigger posts alone", () => {
    const one = previewRows({ ...form, dates: ['2026-03-10'], slots: { ...form.slots, night: empty } });
    const failed = withSingleRowError(one, {
      message: 'Invalid input',
      fieldErrors: { deadline: 'Deadline cannot be before now.' },
    });
    expect(failed[0]?.outcome).toMatchObject({ status: 'FAILED', message: 'Deadline cannot be before now.' });
    expect(withSingleRowError(previewRows(form), { message: 'x' }).every((row) => !row.outcome)).toBe(true);
  });

  it('should post the rows with no cost and the idempotency key', () => {
    const rows = previewRows(form);
    const body = multiCreateBody({ clientId: 'c1', positionId: 'NURSE' }, rows, 'key-12345678');
    expect(body).toMatchObject({ clientId: 'c1', positionId: 'NURSE', idempotencyKey: 'key-12345678' });
    expect(body.shifts).toHaveLength(4);
    expect(Object.keys(body.shifts[0] ?? {}).sort()).toEqual(['deadline', 'endDate', 'startDate']);
  });

  it("should leave the client out for a client user (the API uses the user's own)", () => {
    expect(multiCreateBody({ clientId: '', positionId: 'NURSE' }, [], 'key-12345678')).not.toHaveProperty(
      'clientId',
    );
  });
});

describe('previewAfterPost', () => {
  const one = previewRows({ ...form, dates: ['2026-03-02'], slots: { ...form.slots, night: empty } });

  it('should mark the row of a refused one-shift post failed with the field message', () => {
    const error = new ApiError(400, 'Invalid input', 'INVALID_INPUT', {
      deadline: 'Deadline must be equal or before Shift start time.',
    });
    const posted = previewAfterPost(one, { error }, 'missing');
    expect(posted?.rows[0]?.outcome).toMatchObject({
      status: 'FAILED',
      message: 'Deadline must be equal or before Shift start time.',
    });
    expect(posted?.summary).toEqual({ total: 1, created: 0, failed: 1 });
  });

  it('should leave the preview as it was after another failure', () => {
    expect(previewAfterPost(one, { error: new ApiError(0, 'x', 'NETWORK') }, 'missing')).toBeUndefined();
  });
});
