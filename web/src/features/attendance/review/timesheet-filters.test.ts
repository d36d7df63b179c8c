import { describe, expect, it } from 'vitest';

import { CLIENT_FILTERS, exportPeriod, QUEUE_FILTERS, timesheetListQuery } from './timesheet-filters';

describe('timesheetListQuery', () => {
  it('should ask the organisation for what awaits its approval by default', () => {
    expect(timesheetListQuery(CLIENT_FILTERS, { admin: false })).toEqual({ status: 'SUBMITTED' });
  });

  it('should leave the queue on the server default and send one whole day as from and to', () => {
    expect(timesheetListQuery(QUEUE_FILTERS, { admin: true })).toEqual({});
    expect(timesheetListQuery({ ...QUEUE_FILTERS, day: '2026-11-28' }, { admin: true })).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    });
  });

  it('should send flag and organisation only for administrators, and the cursor when paging', () => {
    const filters = { status: 'DISPUTED', day: '', flag: 'LATE', clientId: 'c1' } as const;
    expect(timesheetListQuery(filters, { admin: true, cursor: 'next' })).toEqual({
      status: 'DISPUTED',
      flag: 'LATE',
      clientId: 'c1',
      cursor: 'next',
    });
    expect(timesheetListQuery(filters, { admin: false, cursor: null })).toEqual({ status: 'DISPUTED' });
  });
});

describe('exportPeriod', () => {
  it('should export the chosen day, else this month up to today, for the chosen organisation', () => {
    expect(exportPeriod({ ...QUEUE_FILTERS, day: '2026-11-28', clientId: 'c1' }, '2026-11-29')).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
      clientId: 'c1',
    });
    expect(exportPeriod(QUEUE_FILTERS, '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
  });
});
