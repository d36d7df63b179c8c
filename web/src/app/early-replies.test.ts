import { describe, expect, it } from 'vitest';

import { EARLY_REPLY_MAX_AGE_MS, takeEarlyReply } from './early-replies';

const URL_ = '/api/requests/find-a-shift?statuses=VERIFIED%2CCLAIMED';
const NOW = 1_000_000;
const get = (token: string): RequestInit => ({
  method: 'GET',
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
});

function scopeWith(at = NOW) {
  const reply = Promise.resolve(new Response('{"items":[]}'));
  return { reply, scope: { __careshiftEarlyReplies: { [`${URL_} Bearer t1`]: { at, reply } } } };
}

describe('takeEarlyReply (issue 37 item 2)', () => {
  it('should hand over the early reply to the very same request once', () => {
    const { reply, scope } = scopeWith();
    expect(takeEarlyReply(URL_, get('t1'), NOW + 500, scope)).toBe(reply);
    expect(takeEarlyReply(URL_, get('t1'), NOW + 600, scope)).toBeUndefined();
  });

  it('should not hand it to another token, another address or a write', () => {
    const { scope } = scopeWith();
    expect(takeEarlyReply(URL_, get('t2'), NOW, scope)).toBeUndefined();
    expect(takeEarlyReply(`${URL_}&positionId=p1`, get('t1'), NOW, scope)).toBeUndefined();
    expect(takeEarlyReply(URL_, { ...get('t1'), method: 'POST' }, NOW, scope)).toBeUndefined();
  });

  it('should not hand over a reply older than a list stays fresh', () => {
    const { scope } = scopeWith();
    expect(takeEarlyReply(URL_, get('t1'), NOW + EARLY_REPLY_MAX_AGE_MS + 1, scope)).toBeUndefined();
  });

  it('should do nothing when no early request was sent', () => {
    expect(takeEarlyReply(URL_, get('t1'), NOW, {})).toBeUndefined();
  });
});
