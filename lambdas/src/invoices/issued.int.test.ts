import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { settingsVatUpdate } from '@careshift/contract';
import {
  invoiceCancel,
  invoiceCreate,
  invoiceDownload,
  invoiceGet,
  invoicePending,
} from '@careshift/contract/operations/invoices';
import type { Repositories } from '@careshift/db';
import { contextAt, RATES } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import { LOCAL_COMPANY_ENV } from '@careshift/local/stack/local-company';

import type { HttpHandler } from '../http/types';
import { pdfPageTexts } from '../pdf/testing/pdf-text';
import { caller } from '../shifts/testing/call';
import { addPartner, claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { addWorkedShift, createBody } from './testing/invoice-fixtures';

const [P1, P2] = IDS.partners;
/** Partners whose records the tests edit (the others keep theirs). */
const EDITED = 'partner-edited';
const LEGACY = 'partner-legacy';

/**
 * An issued invoice never changes (issue 29 items 4 and 5): the PDF renders from what was frozen at issue,
 * numbers are drawn in the create transaction (no gaps, none used by a refused create), and the VAT
 * setting applies to invoices issued after it is saved.
 */
describe('issued invoices: frozen, numbered without gaps, with their VAT', () => {
  let handler: HttpHandler;
  let settingsHandler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const callSettings = caller(() => settingsHandler);
  const context = () => contextAt(new Date().toISOString());

  const pdfText = async (invoiceId: string, who = claims.admin) => {
    const reply = await call(invoiceDownload, { claims: who, path: { invoiceId } });
    expect(reply.status).toBe(200);
    return (await pdfPageTexts(Buffer.from(reply.raw, 'base64'))).join('\n');
  };
  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
    ({ handler: settingsHandler } = await import('../settings/handler'));
    await addPartner(repos, EDITED, { lang: 'en' });
    await addPartner(repos, LEGACY, { lang: 'el' });
  });

  beforeEach(() => {
    Object.assign(process.env, LOCAL_COMPANY_ENV);
  });

  it('should print the same PDF after the partner, the organisation, the position and the company are edited', async () => {
    const shift = await addWorkedShift(repos, { partnerId: EDITED });
    const created = await call(invoiceCreate, { claims: claims.admin, body: createBody(EDITED, [shift]) });
    expect(created.status).toBe(200);
    const before = await pdfText(created.body.id);
    expect(before).toContain(`Maria Georgiou ${EDITED}`);
    expect(before).toContain('VAT no.: CY10000000X');
    expect(before).toContain('VAT 19%');

    const partner = await repos.partners.getPartner(EDITED);
    const info = await repos.partnerPrivate.getPartnerInfo(EDITED);
    const bank = await repos.partnerPrivate.getPartnerBankDetails(EDITED);
    const client = await repos.clients.getClient(shift.clientId);
    if (!partner || !info || !bank || !client) throw new Error('set-up: fixtures missing');
    await repos.partners.updatePartner(partner, { firstName: 'Eleni', lastName: 'Renamed' }, context());
    await repos.partnerPrivate.savePartnerInfo({
      ...info,
      lang: 'el',
      email: 'renamed@example.com',
      registrationNumber: 'CY-999',
      address: { countryCode: 'CY', city: 'PAPHOS', street: 'New Street 9', postalCode: '8010' },
    });
    await repos.partnerPrivate.savePartnerBankDetails({ ...bank, tiNumber: '99999999Z' });
    await repos.clients.updateClient(client, { ...client, name: 'Renamed Clinic' }, context());
    await repos.positions.updatePosition(IDS.nurse, {
      name: 'Registered Nurse',
      nameEl: 'Νοσηλευτής/τρια',
      ...RATES,
      updatedAt: new Date().toISOString(),
    });
    Object.assign(process.env, {
      COMPANY_NAME: 'CareShift Renamed Ltd',
      COMPANY_VAT_NUMBER: 'CY99999999Z',
      COMPANY_IBAN: 'GB82WEST12345698765432',
    });

    expect(await pdfText(created.body.id)).toBe(before);

    // The edits are real: an invoice issued now prints them (so the comparison above can fail).
    const next = await addWorkedShift(repos, { partnerId: EDITED });
    const later = await call(invoiceCreate, { claims: claims.admin, body: createBody(EDITED, [next]) });
    const after = await pdfText(later.body.id);
    for (const text of ['Eleni Renamed', 'ΑΦΤ: 99999999Z', 'Αρ. ΦΠΑ: CY99999999Z', 'CareShift Renamed Ltd'])
      expect(after).toContain(text);
    expect(after).toContain('Renamed Clinic');
    expect(after).not.toBe(before);
  });

  it('should freeze an invoice issued before invoices were frozen on its first render, and keep it', async () => {
    const shift = await addWorkedShift(repos, { partnerId: LEGACY });
    const legacy = await repos.invoices.createInvoice({
      invoice: {
        invoiceId: 'inv-legacy',
        invoiceRef: 90_001,
        partnerId: LEGACY,
        partnerName: `Maria Georgiou ${LEGACY}`,
        lines: [
          {
            kind: 'SHIFT_COMMISSION',
            shiftId: shift.shiftId,
            clientId: shift.clientId,
            name: 'Commission',
            price: 2400,
          },
        ],
        total: 2400,
        dueDate: '2030-01-01',
        createdBy: IDS.admin,
        createdAt: new Date().toISOString(),
      },
      shifts: [shift],
      context: context(),
    });
    expect(legacy.issued).toBeUndefined();
    const first = await pdfText('inv-legacy');
    expect(first).toContain('Τιμολόγιο');
    expect(first).toContain('24,00 €');
    expect(first).not.toContain('ΦΠΑ 19%');
    const stored = await repos.invoices.getInvoice('inv-legacy');
    expect(stored?.issued).toMatchObject({ backfilled: true, lang: 'el', net: 2400, vat: 0, gross: 2400 });

    const info = await repos.partnerPrivate.getPartnerInfo(LEGACY);
    if (!info) throw new Error('set-up: partner info missing');
    await repos.partnerPrivate.savePartnerInfo({ ...info, lang: 'en', email: 'moved@example.com' });
    process.env.COMPANY_NAME = 'Another Name Ltd';
    expect(await pdfText('inv-legacy')).toBe(first);
  });

  it('should number concurrent creates consecutively, and use no number for a refused create', async () => {
    const shifts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addWorkedShift(repos, { partnerId: i % 2 ? P1 : P2 })),
    );
    const start = await invoiceCounter(repos);
    const replies = await Promise.all(
      shifts.map((shift) =>
        call(invoiceCreate, { claims: claims.admin, body: createBody(shift.claimedBy ?? '', [shift]) }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    const refs = replies.map((reply) => Number(reply.body.invoiceRef)).sort((a, b) => a - b);
    expect(refs).toEqual(Array.from({ length: 8 }, (_, i) => start + 1 + i));

    const refused = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P1, [shifts[1]!]),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ALREADY_INVOICED');
    const changed = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P1, [await addWorkedShift(repos, { partnerId: P1 })], { totalAmount: 1 }),
    });
    expect(changed.status).toBe(409);
    expect(await invoiceCounter(repos)).toBe(start + 8);

    const next = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P2, [await addWorkedShift(repos, { partnerId: P2 })]),
    });
    expect(next.body.invoiceRef).toBe(start + 9);
  });

  it('should keep the number of a cancelled invoice and print it as cancelled; its content stays as issued', async () => {
    const shift = await addWorkedShift(repos, { partnerId: P1 });
    const created = await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, [shift]) });
    const ref = created.body.invoiceRef as number;
    const issued = await pdfText(created.body.id);
    expect(
      (await call(invoiceCancel, { claims: claims.admin, path: { invoiceId: created.body.id } })).status,
    ).toBe(200);
    const cancelled = await pdfText(created.body.id);
    expect(cancelled).toContain(String(ref));
    expect(cancelled).toContain('CANCELLED: this invoice is void.');
    // Only the status line and the notice differ: the rest is the invoice as issued.
    const withoutStatus = (text: string) =>
      text
        .split('\n')
        .filter(
          (line) =>
            !/PENDING|CANCELED|CANCELLED|void|Payment instructions|bank transfer|Bank|IBAN|BIC|Reference/.test(
              line,
            ),
        )
        .join('\n');
    expect(withoutStatus(cancelled)).toBe(withoutStatus(issued));
    const again = await call(invoicePending, { claims: claims.admin, path: { invoiceId: created.body.id } });
    expect(again.body.invoiceRef).toBe(ref);
    const next = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P1, [await addWorkedShift(repos, { partnerId: P1 })]),
    });
    expect(next.body.invoiceRef).toBe(ref + 1);
  });

  it('should issue invoices under the VAT setting in force, and leave those issued before as they were', async () => {
    const earlier = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P2, [await addWorkedShift(repos, { partnerId: P2, companyCommission: 10_000 })]),
    });
    expect(earlier.body.total).toBe(11_900);
    expect(earlier.body.vat).toEqual({ net: 10_000, amount: 1900, ratePercent: 19 });
    // An organisation sees no amount of an invoice covering its shift: no VAT either.
    const forOrganisation = await call(invoiceGet, {
      claims: claims.clientA,
      path: { invoiceId: earlier.body.id },
    });
    expect(forOrganisation.status).toBe(200);
    expect('vat' in forOrganisation.body || 'total' in forOrganisation.body).toBe(false);
    const earlierText = await pdfText(earlier.body.id);
    expect(earlierText).toContain('ΦΠΑ 19%');
    expect(earlierText).toContain('19,00 €');

    const saved = await callSettings(settingsVatUpdate, {
      claims: claims.admin,
      body: {
        mode: 'EXEMPT',
        exemptionEn: 'Exempt from VAT under article 18 of the VAT Law',
        exemptionEl: 'Απαλλάσσεται από ΦΠΑ βάσει του άρθρου 18 του περί ΦΠΑ Νόμου',
      },
    });
    expect(saved.status).toBe(200);
    try {
      const exempt = await call(invoiceCreate, {
        claims: claims.admin,
        body: createBody(P2, [await addWorkedShift(repos, { partnerId: P2, companyCommission: 10_000 })]),
      });
      expect(exempt.body.total).toBe(10_000);
      expect(exempt.body.vat).toEqual({ net: 10_000, amount: 0, exempt: true });
      const text = await pdfText(exempt.body.id);
      expect(text).toContain('Απαλλάσσεται από ΦΠΑ βάσει του άρθρου 18 του περί ΦΠΑ Νόμου');
      expect(text).not.toContain('ΦΠΑ 19%');
      expect(await pdfText(earlier.body.id)).toBe(earlierText);
    } finally {
      await callSettings(settingsVatUpdate, {
        claims: claims.admin,
        body: { mode: 'RATE', ratePercent: 19 },
      });
    }
  });
});

/** The invoice series' counter as stored: the last number used. */
async function invoiceCounter(repos: Repositories): Promise<number> {
  return (await repos.sequences.peekSequence('invoice')) ?? 0;
}
