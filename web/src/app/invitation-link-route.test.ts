import { describe, expect, it } from 'vitest';

import { invitationLink } from '@careshift/contract/short-links';

import { invitationLinkLoader, invitationLinkTarget } from './short-link-route';

const SHIFT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('invitation link route (issue 35)', () => {
  it("should send an invitation's short link to the partner's invitation page", async () => {
    const link = new URL(invitationLink('https://app.careshift.cy/', SHIFT_ID));
    expect(link.pathname).toMatch(/^\/i\/[A-Za-z0-9_-]{22}$/u);
    const ref = link.pathname.replace('/i/', '');
    expect(invitationLinkTarget(ref)).toBe(`/invitations/${SHIFT_ID}`);
    const reply = (await invitationLinkLoader({
      params: { ref },
      request: new Request(link),
      context: undefined,
    } as unknown as Parameters<typeof invitationLinkLoader>[0])) as Response;
    expect(reply.headers.get('Location')).toBe(`/invitations/${SHIFT_ID}`);
  });

  it('should leave a ref it cannot read to the not-found page, and link a non-UUID id in full', () => {
    expect(invitationLinkTarget('nope')).toBeUndefined();
    expect(invitationLink('https://app.careshift.cy', 'shift-1')).toBe(
      'https://app.careshift.cy/invitations/shift-1',
    );
  });
});
