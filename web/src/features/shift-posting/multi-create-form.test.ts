import { describe, expect, it } from 'vitest';

import { previewOf, slotErrorsOf } from './multi-create-form';

const empty = { start: '', end: '' };
const form = {
  clientId: 'c1',
  positionId: 'NURSE',
  deadlineDays: 3,
  dates: ['2026-03-10'],
  slots: { morning: { start: '07:00', end: '15:00' }, evening: { start: '14:00', end: '' }, night: empty },
};

describe('multi-create form preview', () => {
  it('should preview only the slots with both times while the form is being filled in', () => {
    const { rows } = previewOf(form);
    expect(rows.map((row) => row.slot)).toEqual(['morning']);
  });

  it('should preview nothing without dates', () => {
    expect(previewOf({ ...form, dates: [] }).rows).toEqual([]);
  });

  it('should give a new signature when anything posted changes, so old results are not shown for it', () => {
    const first = previewOf(form).signature;
    expect(previewOf({ ...form }).signature).toBe(first);
    expect(previewOf({ ...form, positionId: 'CARER' }).signature).not.toBe(first);
    expect(previewOf({ ...form, deadlineDays: 5 }).signature).not.toBe(first);
  });
});

describe('multi-create form errors', () => {
  it('should put each message where its field shows it', () => {
    const errors = slotErrorsOf(
      {
        dates: { type: 'custom', message: 'validation.dateTooEarly?date=10/03/2026' },
        slots: {
          type: 'custom',
          message: 'validation.slotRequired',
          evening: { end: { type: 'custom', message: 'validation.slotIncomplete' } },
        },
      } as never,
      (message) => `T(${message})`,
    );
    expect(errors).toEqual({
      dates: 'T(validation.dateTooEarly?date=10/03/2026)',
      slots: 'T(validation.slotRequired)',
      'evening.end': 'T(validation.slotIncomplete)',
    });
  });
});
