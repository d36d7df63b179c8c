import { describe, expect, it } from 'vitest';

import { contextAt, newPartner, partnerPrivate } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';

import { createRepositories } from './create-repositories';

describe('the partner list order (issue 32 item 10)', () => {
  it('should list partners newest first, all or of a status, so a new partner is on page 1', async () => {
    const repos = createRepositories((await createTestDb()).service);
    // Created a day apart, in an order unlike their names.
    const people = [
      ['pt-a', 'Andreas', 'Zenonos', 'VERIFIED'],
      ['pt-b', 'Zoe', 'Adamou', 'PENDING'],
      ['pt-c', 'Maria', 'Kyriakou', 'VERIFIED'],
      ['pt-d', 'Eleni', 'Bakou', 'VERIFIED'],
    ] as const;
    for (const [i, [partnerId, firstName, lastName, status]] of people.entries()) {
      const createdAt = `2026-03-0${i + 1}T08:00:00.000Z`;
      await repos.partners.createPartner(
        {
          profile: newPartner({ partnerId, firstName, lastName, status, createdAt }),
          ...partnerPrivate(partnerId),
        },
        contextAt(createdAt),
      );
    }
    const ids = (page: { items: { partnerId: string }[] }) => page.items.map((p) => p.partnerId);
    expect(ids(await repos.partners.listPartners({}))).toEqual(['pt-d', 'pt-c', 'pt-b', 'pt-a']);
    const first = await repos.partners.listPartners({ limit: 2 });
    expect(ids(first)).toEqual(['pt-d', 'pt-c']);
    expect(ids(await repos.partners.listPartners({ limit: 2, cursor: first.cursor }))).toEqual([
      'pt-b',
      'pt-a',
    ]);
    expect(ids(await repos.partners.listPartners({ status: 'VERIFIED' }))).toEqual(['pt-d', 'pt-c', 'pt-a']);
  });
});
