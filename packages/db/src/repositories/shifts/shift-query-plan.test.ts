import { describe, expect, it } from 'vitest';

import { canFanOutStatuses, MAX_STREAMS, planShiftQuery } from './shift-query-plan';

const byStart = { field: 'startDate', direction: 'desc' } as const;
const byCreated = { field: 'createdAt', direction: 'desc' } as const;

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

  it('should read a client in several statuses and a position from the client-and-position key in creation order', () => {
    const filter = {
      clientIds: ['c1'],
      statuses: ['CLAIMED', 'FINISHED', 'COMPLETED'],
      positionIds: ['p2', 'p1'],
    } as const;
    const plan = planShiftQuery(filter, byCreated);
    expect(plan.streams).toEqual([
      { accessPattern: 'clientPositionByCreated', key: { clientId: 'c1', positionId: 'p1' } },
      { accessPattern: 'clientPositionByCreated', key: { clientId: 'c1', positionId: 'p2' } },
    ]);
    expect(plan.keyed).toMatchObject({ clients: true, positions: true, statuses: false });
  });

  it('should keep the client-and-status key for one status and a position', () => {
    const plan = planShiftQuery({ clientIds: ['c1'], statuses: ['NO_SHOW'], positionIds: ['p1'] }, byCreated);
    expect(plan.streams).toEqual([
      { accessPattern: 'clientStatusByCreated', key: { clientId: 'c1', status: 'NO_SHOW' } },
    ]);
    expect(plan.keyed.positions).toBe(false);
  });

  it('should not use the client-and-position key when more key queries than allowed would run', () => {
    const positionIds = Array.from({ length: MAX_STREAMS + 1 }, (_, i) => `p${i}`);
    const plan = planShiftQuery({ clientIds: ['c1'], positionIds }, byCreated);
    expect(plan.streams).toEqual([{ accessPattern: 'clientByCreated', key: { clientId: 'c1' } }]);
  });

  it('should fan out over partners, whatever the other filters', () => {
    const plan = planShiftQuery({ partnerIds: ['b', 'a'], statuses: ['FINISHED', 'COMPLETED'] }, byStart);
    expect(plan.streams.map((stream) => stream.key)).toEqual([{ partnerKey: 'a' }, { partnerKey: 'b' }]);
  });
});
