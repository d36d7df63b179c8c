import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { myShiftsList, openShiftsList } from '@careshift/contract/operations/shifts';

import { EARLY_REQUESTS, earlyRepliesFunction } from './early-replies';
import { buildRequest } from './src/api/build-request';
import { findShiftQuery, myShiftsQuery } from './src/features/partner-shifts/partner-shift-filters';

const NOW = Date.UTC(2026, 10, 28, 20);

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

/** Runs the script's function as index.html's head would, on `path` with `token` stored; the fetches it sent. */
function run(path: string, token: string | undefined, search = '') {
  const entries: Record<string, string> = token
    ? {
        'CognitoIdentityServiceProvider.c1.LastAuthUser': 'u1',
        'CognitoIdentityServiceProvider.c1.u1.idToken': token,
      }
    : {};
  const keys = Object.keys(entries);
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const scope: Record<string, unknown> = {
    location: { pathname: path, search },
    localStorage: {
      length: keys.length,
      key: (i: number) => keys[i] ?? null,
      getItem: (k: string) => entries[k] ?? null,
    },
    atob: (text: string) => Buffer.from(text, 'base64').toString('binary'),
    Date: { now: () => NOW },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers });
      return Promise.resolve(new Response('{}'));
    },
  };
  scope.window = scope;
  runInNewContext(`(${earlyRepliesFunction()})(${JSON.stringify(EARLY_REQUESTS)})`, scope);
  return { sent, replies: scope.__careshiftEarlyReplies as Record<string, { at: number }> | undefined };
}

const partner = jwt({ sub: 'u1', role: 'EMPLOYEE', exp: NOW / 1000 + 3600 });

describe('early replies (issue 37 item 2)', () => {
  it('should ask for exactly the first list request the app sends itself, with no filter chosen', () => {
    expect(EARLY_REQUESTS['/find-a-shift']).toBe(
      buildRequest(openShiftsList, { query: findShiftQuery({}, null) }).url,
    );
    expect(EARLY_REQUESTS['/my-requests']).toBe(
      buildRequest(myShiftsList, { query: myShiftsQuery({}, null) }).url,
    );
  });

  it("should send a signed-in partner's list request with the stored token and leave it for the app", () => {
    const { sent, replies } = run('/find-a-shift', partner);
    expect(sent).toEqual([
      {
        url: EARLY_REQUESTS['/find-a-shift'],
        headers: { Accept: 'application/json', Authorization: `Bearer ${partner}` },
      },
    ]);
    expect(replies?.[`${EARLY_REQUESTS['/find-a-shift']} Bearer ${partner}`]?.at).toBe(NOW);
  });

  it('should send nothing for a filtered address, another role, a token about to expire or no sign-in', () => {
    expect(run('/find-a-shift', partner, '?status=CLAIMED').sent).toEqual([]);
    expect(run('/find-a-shift', jwt({ sub: 'a', role: 'SYSTEM_USER', exp: NOW / 1000 + 3600 })).sent).toEqual(
      [],
    );
    expect(run('/find-a-shift', jwt({ sub: 'u1', role: 'EMPLOYEE', exp: NOW / 1000 + 120 })).sent).toEqual(
      [],
    );
    expect(run('/find-a-shift', undefined).sent).toEqual([]);
    expect(run('/requests', partner).sent).toEqual([]);
  });
});
