import { beforeEach, describe, expect, it } from 'vitest';

import type { PartnerStatus } from '@careshift/domain/partners/status';

import type { Page } from '../paging/page';
import { contextAt, newPartner, partnerPrivate } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';

import { createRepositories } from './create-repositories';
import type { NewPartner, PartnerRecord } from './partner-records';

const NOW = '2026-02-01T08:00:00.000Z';
const PEOPLE: [string, string, PartnerStatus, string[], string?][] = [
  ['Μαρία', 'Παπαδοπούλου', 'VERIFIED', ['nurse']],
  ['Maria', 'Smith', 'VERIFIED', ['carer']],
  ['Ελένη', 'Μαρκίδου', 'RESTRICTED', ['nurse', 'carer'], '2026-01-15'],
  ['Γιώργος', 'Ιωάννου', 'VERIFIED', ['nurse'], '2026-01-31'],
  ['Marios', 'Marinou', 'PENDING', ['midwife']],
  ...Array.from({ length: 12 }, (_, i): [string, string, PartnerStatus, string[]] => [
    `Markos${String.fromCharCode(65 + i)}`,
    `Zeta${i}`,
    'VERIFIED',
    ['nurse'],
  ]),
];

/** A fresh table holding PEOPLE (pt-00 … pt-16): lists and counts read all of them, and tests change some. */
async function seededRepositories() {
  const repos = createRepositories((await createTestDb()).service);
  await Promise.all(
    PEOPLE.map(([firstName, lastName, status, positionIds, expiry], i) => {
      const partnerId = `pt-${String(i).padStart(2, '0')}`;
      const profile: NewPartner = newPartner({
        partnerId,
        firstName,
        lastName,
        status,
        positionIds,
        registrationExpirationDate: expiry,
      });
      return repos.partners.createPartner({ profile, ...partnerPrivate(partnerId) }, contextAt(NOW));
    }),
  );
  return repos;
}

describe('partners', () => {
  let repos: Awaited<ReturnType<typeof seededRepositories>>;
  beforeEach(async () => {
    repos = await seededRepositories();
  });
  const names = (page: Page<PartnerRecord>) => page.items.map((p) => `${p.firstName} ${p.lastName}`);
  async function readAll(read: (cursor: string | null) => Promise<Page<PartnerRecord>>, limit = 10) {
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await read(cursor);
      if (page.cursor) expect(page.items).toHaveLength(limit);
      all.push(...names(page));
      cursor = page.cursor;
    } while (cursor);
    return all;
  }

  it('should find Greek and Latin names from "μαρ", "ΜΑΡ" and "mar": first names first, then last names', async () => {
    for (const query of ['μαρ', 'ΜΑΡ', 'mar']) {
      const found = await readAll((cursor) => repos.partners.searchPartnersByName({ query, cursor }));
      expect(found.slice(0, 4)).toEqual([
        'Μαρία Παπαδοπούλου',
        'Maria Smith',
        'Marios Marinou',
        'MarkosA Zeta0',
      ]);
      expect(found).toContain('Ελένη Μαρκίδου');
      expect(found).not.toContain('Γιώργος Ιωάννου');
      expect(found.filter((name) => name === 'Marios Marinou')).toHaveLength(1);
      expect(found).toHaveLength(16);
    }
  });

  it('should narrow a name search by status and by position', async () => {
    expect(names(await repos.partners.searchPartnersByName({ query: 'mar', status: 'RESTRICTED' }))).toEqual([
      'Ελένη Μαρκίδου',
    ]);
    expect(names(await repos.partners.searchPartnersByName({ query: 'Μαρ', positionId: 'carer' }))).toEqual([
      'Maria Smith',
      'Ελένη Μαρκίδου',
    ]);
  });

  it('should list partners newest first, by status and by position, page by page', async () => {
    const all = await readAll((cursor) => repos.partners.listPartners({ cursor }));
    expect(all).toHaveLength(PEOPLE.length);
    // Created at the same instant: the later id first (partner-order.int.test.ts: newest first).
    expect(all.slice(0, 3)).toEqual(['MarkosL Zeta11', 'MarkosK Zeta10', 'MarkosJ Zeta9']);
    expect(await readAll((cursor) => repos.partners.listPartners({ status: 'PENDING', cursor }))).toEqual([
      'Marios Marinou',
    ]);
    const nurses = await readAll((cursor) => repos.partners.listPartners({ positionId: 'nurse', cursor }));
    expect(nurses).toHaveLength(15);
    const verifiedNurses = await readAll((cursor) =>
      repos.partners.listPartners({ positionId: 'nurse', status: 'VERIFIED', cursor }),
    );
    expect(verifiedNurses).toHaveLength(14);
    expect(verifiedNurses[0]).toBe('Γιώργος Ιωάννου');
  });

  it('should list partners whose registration expires before a date', async () => {
    const page = await repos.partners.listPartnersWithRegistrationExpiringBefore({
      date: '2026-02-01',
      limit: 1,
    });
    const next = await repos.partners.listPartnersWithRegistrationExpiringBefore({
      date: '2026-02-01',
      limit: 1,
      cursor: page.cursor,
    });
    expect([...names(page), ...names(next)]).toEqual(['Ελένη Μαρκίδου', 'Γιώργος Ιωάννου']);
    expect(next.cursor).toBeNull();
  });

  it('should follow a rename, a new position and a status change, and audit the status change', async () => {
    const before = (await repos.partners.getPartner('pt-03')) as PartnerRecord;
    const after = await repos.partners.updatePartner(
      before,
      {
        firstName: 'Giorgos',
        status: 'RESTRICTED',
        restrictedReasonType: 'LICENCE_EXPIRED',
        positionIds: ['midwife'],
      },
      contextAt(NOW, undefined, 'licence expired'),
    );
    expect(after).toMatchObject({
      nameFirstLast: 'giorgos ioannou',
      version: 2,
      restrictedReasonType: 'LICENCE_EXPIRED',
    });
    expect(names(await repos.partners.searchPartnersByName({ query: 'γιωργ' }))).toEqual(['Giorgos Ιωάννου']);
    expect(names(await repos.partners.listPartners({ positionId: 'midwife', status: 'RESTRICTED' }))).toEqual(
      ['Giorgos Ιωάννου'],
    );
    expect(
      names(await repos.partners.listPartners({ positionId: 'nurse', status: 'VERIFIED', limit: 50 })),
    ).not.toContain('Giorgos Ιωάννου');
    const trail = await repos.audit.listAuditTrail({ subjectType: 'partner', subjectId: 'pt-03' });
    expect(trail.items.map((e) => [e.action, e.from, e.to, e.reason])).toEqual([
      ['partner-create', undefined, 'VERIFIED', undefined],
      ['partner-status', 'VERIFIED', 'RESTRICTED', 'licence expired'],
    ]);
    expect(await repos.partners.updatePartner(before, { lastName: 'Stale' }, contextAt(NOW))).toBeUndefined();
    const cleared = await repos.partners.updatePartner(
      after as PartnerRecord,
      { status: 'VERIFIED', restrictedReasonType: undefined },
      contextAt(NOW),
    );
    expect(cleared?.restrictedReasonType).toBeUndefined();
  });

  it('should keep private info and bank details apart from the profile', async () => {
    const profile = await repos.partners.getPartner('pt-00');
    expect(profile).not.toHaveProperty('iban');
    expect(profile).not.toHaveProperty('email');
    expect(await repos.partnerPrivate.getPartnerInfo('pt-00')).toMatchObject({
      email: 'pt-00@example.com',
      idCard: 'X123456',
    });
    expect(await repos.partnerPrivate.getPartnerBankDetails('pt-00')).toMatchObject({
      iban: 'CY17002001280000001200527600',
    });
  });

  it('should keep one document per primary type even when two uploads race', async () => {
    const doc = (documentId: string, type: string) => ({
      partnerId: 'pt-01',
      documentId,
      type,
      fileName: `${type}.pdf`,
      objectKey: `employees/pt-01/${type}`,
      contentType: 'application/pdf',
      size: 1000,
      uploadedAt: NOW,
      uploadedBy: 'pt-01',
    });
    const results = await Promise.all([
      repos.partnerDocuments.addPartnerDocument(doc('a', 'identity-front')),
      repos.partnerDocuments.addPartnerDocument(doc('b', 'identity-front')),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const front = results[0] ? 'a' : 'b';
    expect(await repos.partnerDocuments.addPartnerDocument(doc('other-1', 'other'))).toBe(true);
    expect(await repos.partnerDocuments.addPartnerDocument(doc('other-2', 'other'))).toBe(true);
    expect((await repos.partnerDocuments.listPartnerDocuments('pt-01')).map((d) => d.documentId)).toEqual([
      front,
      'other-1',
      'other-2',
    ]);
    // A rename keeps the id; the primary type is still held once (issue 32).
    const renamed = await repos.partnerDocuments.renamePartnerDocument('pt-01', 'other-1', {
      type: 'registry',
      objectKey: 'employees/pt-01/registry.pdf',
    });
    expect(renamed).toMatchObject({ documentId: 'other-1', type: 'registry', fileName: 'other.pdf' });
    expect(
      await repos.partnerDocuments.renamePartnerDocument('pt-01', 'other-2', {
        type: 'identity-front',
        objectKey: 'employees/pt-01/identity-front.pdf',
      }),
    ).toBeUndefined();
    expect(await repos.partnerDocuments.removePartnerDocument('pt-01', front)).toBeDefined();
    expect(await repos.partnerDocuments.addPartnerDocument(doc('c', 'identity-front'))).toBe(true);
    expect((await repos.partnerDocuments.removePartnerDocument('pt-01', 'other-2'))?.objectKey).toBe(
      'employees/pt-01/other',
    );
  });

  it('should count partners and remove one with its private items, memberships and documents', async () => {
    expect((await repos.aggregates.readEntityCounts()).partners).toBe(PEOPLE.length);
    const partner = (await repos.partners.getPartner('pt-01')) as PartnerRecord;
    expect(await repos.partners.removePartner(partner, contextAt(NOW))).toBe(true);
    expect(await repos.partners.getPartner('pt-01')).toBeUndefined();
    expect(await repos.partnerPrivate.getPartnerInfo('pt-01')).toBeUndefined();
    expect(await repos.partnerDocuments.listPartnerDocuments('pt-01')).toEqual([]);
    expect(names(await repos.partners.listPartners({ positionId: 'carer' }))).toEqual(['Ελένη Μαρκίδου']);
    expect((await repos.aggregates.readEntityCounts()).partners).toBe(PEOPLE.length - 1);
    expect(await repos.partners.removePartner(partner, contextAt(NOW))).toBe(false);
  });
});
