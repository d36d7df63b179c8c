import { describe, expect, it } from 'vitest';

import { fetchOpenShiftsCount, isEntityCounts, openShiftsCountOf } from './open-shifts';

describe('openShiftsCountOf', () => {
  it('should read the requests count of the first item of the list the contract describes', () => {
    expect(openShiftsCountOf([{ requests: 12 }, { requests: 99 }])).toBe(12);
    expect(openShiftsCountOf([{ requests: 0 }])).toBe(0);
  });

  it('should give nothing for a reply of another shape, so the stat stays hidden', () => {
    expect(openShiftsCountOf({ requests: 3 })).toBeUndefined();
    expect(openShiftsCountOf({ items: [{ requests: 3 }] })).toBeUndefined();
    expect(openShiftsCountOf([])).toBeUndefined();
    expect(openShiftsCountOf([{ requests: '5' }])).toBeUndefined();
    expect(openShiftsCountOf([{ requests: 2.5 }])).toBeUndefined();
    expect(openShiftsCountOf([{ requests: -1 }])).toBeUndefined();
    expect(openShiftsCountOf(null)).toBeUndefined();
  });
});

describe('isEntityCounts', () => {
  it('should accept only a list of items with a whole requests count', () => {
    expect(isEntityCounts([{ requests: 1 }])).toBe(true);
    expect(isEntityCounts([{ requests: 1 }, { other: 2 }])).toBe(false);
    expect(isEntityCounts([null])).toBe(false);
  });
});

describe('fetchOpenShiftsCount', () => {
  const route = { 'request-getEntityCounts': { method: 'GET', path: '/api/public/requests/counts' } };
  const reply = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('should read the count from the public route of the contract', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify([{ requests: 42 }]), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await fetchOpenShiftsCount(route, fetchImpl)).toBe(42);
    expect(urls).toEqual(['/api/public/requests/counts']);
  });

  it('should hide the stat when the build has no such public operation', async () => {
    let called = false;
    const fetchImpl = (async () => {
      called = true;
      return new Response('[]');
    }) as unknown as typeof fetch;
    expect(await fetchOpenShiftsCount({}, fetchImpl)).toBeUndefined();
    expect(called).toBe(false);
  });

  it('should hide the stat when the call fails or the reply is not the contract shape', async () => {
    expect(await fetchOpenShiftsCount(route, reply(500, { message: 'x', code: 'INTERNAL' }))).toBeUndefined();
    expect(await fetchOpenShiftsCount(route, reply(200, { requests: 3 }))).toBeUndefined();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchOpenShiftsCount(route, offline)).toBeUndefined();
  });
});
