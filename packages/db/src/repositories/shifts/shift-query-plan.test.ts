import { describe, expect, it } from 'vitest';

import { canFanOutStatuses, planShiftQuery } from './shift-query-plan';

const byStart = { field: 'startDate', direction: 'desc' } as const;

describe('planShiftQuery', () => {
  it('should read a client and one status from the client-and-status key', () => {
    const plan = planShiftQuery({ clientIds: ['c1'], statuses: ['FINISHED'] }, byStart);
    expect(plan.streams).toEqual([
      { accessPattern: 'clientStatusByStart', key: { clientId: 'c1', status: 'FINISHED' } },
    ]);
    expect(plan.keyed.statuses).toBe(true);
  });

  it('should read a client in several statuses as one filtered key query by default', () => {
    const filter = { clientIds: ['c1'], statuses: ['FINISHED', 'COMPLETED'] } as const;
    const plan = planShiftQuery(filter, byStart);
    expect(plan.streams).toEqual([{ accessPattern: 'clientByStart', key: { clientId: 'c1' } }]);
    expect(plan.keyed).toMatchObject({ clients: true, statuses: false, startRange: true });
    expect(canFanOutStatuses(filter, byStart)).toBe(true);
  });

  it('should fan out over statuses when asked and the keys serve every filter', () => {
    const plan = planShiftQuery({ clientIds: ['c1'], statuses: ['FINISHED', 'COMPLETED'] }, byStart, {
      fanOutStatuses: true,
    });
    expect(plan.streams.map((stream) => stream.key)).toEqual([
      { clientId: 'c1', status: 'COMPLETED' },
      { clientId: 'c1', status: 'FINISHED' },
    ]);
  });

  it('should read a client in several statuses as one filtered key query when a position filters anyway', () => {
    const filter = {
      clientIds: ['c1'],
      statuses: ['CLAIMED', 'FINISHED', 'COMPLETED'],
      positionIds: ['p1'],
    } as const;
    const plan = planShiftQuery(filter, byStart, { fanOutStatuses: true });
    expect(plan.streams).toEqual([{ accessPattern: 'clientByStart', key: { clientId: 'c1' } }]);
    expect(plan.keyed).toMatchObject({ clients: true, statuses: false });
    expect(canFanOutStatuses(filter, byStart)).toBe(false);
  });

  it('should fan out over partners, whatever the other filters', () => {
    const plan = planShiftQuery({ partnerIds: ['b', 'a'], statuses: ['FINISHED', 'COMPLETED'] }, byStart);
    expect(plan.streams.map((stream) => stream.key)).toEqual([{ partnerKey: 'a' }, { partnerKey: 'b' }]);
  });
});
