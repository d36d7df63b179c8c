import { describe, expect, it } from 'vitest';

import { fetchOpenShiftsCount, openShiftsCountOf } from './open-shifts';

describe('openShiftsCountOf', () => {
  it('should read the requests count of the first item of a list reply (spec section 7)', () => {
    expect(openShiftsCountOf([{ requests: 12 }, { requests: 99 }])).toBe(12);
  });

  it('should read an object reply and an items reply', () => {
    expect(openShiftsCountOf({ requests: 3 })).toBe(3);
    expect(openShiftsCountOf({ items: [{ requests: 0 }] })).toBe(0);
  });

  it('should give nothing for a reply without a usable count, so the stat stays hidden', () => {
    expect(openShiftsCountOf([])).toBeUndefined();
    expect(openShiftsCountOf({ requests: '5' })).toBeUndefined();
    expect(openShiftsCountOf({ requests: -1 })).toBeUndefined();
    expect(openShiftsCountOf(null)).toBeUndefined();
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

  it('should hide the stat when the contract has no such public operation', async () => {
    let called = false;
    const fetchImpl = (async () => {
      called = true;
      return new Response('[]');
    }) as unknown as typeof fetch;
    expect(await fetchOpenShiftsCount({}, fetchImpl)).toBeUndefined();
    expect(called).toBe(false);
  });

  it('should hide the stat when the call fails', async () => {
    expect(await fetchOpenShiftsCount(route, reply(500, { message: 'x', code: 'INTERNAL' }))).toBeUndefined();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchOpenShiftsCount(route, offline)).toBeUndefined();
  });
});
