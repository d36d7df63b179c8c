import { describe, expect, it } from 'vitest';

import { shiftLink } from '@careshift/contract/short-links';

import { shortLinkLoader, shortLinkTarget } from './short-link-route';

const SHIFT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('short link route', () => {
  it("should send a message's short link to the shift's page", async () => {
    const link = new URL(shiftLink('https://app.careshift.cy', SHIFT_ID));
    const ref = link.pathname.replace('/s/', '');
    expect(shortLinkTarget(ref)).toBe(`/requests/${SHIFT_ID}`);
    const reply = (await shortLinkLoader({
      params: { ref },
      request: new Request(link),
      context: undefined,
    } as unknown as Parameters<typeof shortLinkLoader>[0])) as Response;
    expect(reply.status).toBe(302);
    expect(reply.headers.get('Location')).toBe(`/requests/${SHIFT_ID}`);
  });

  it('should leave a ref it cannot read to the not-found page', () => {
    expect(shortLinkTarget('nope')).toBeUndefined();
    expect(shortLinkTarget(undefined)).toBeUndefined();
  });
});
