import { beforeEach, describe, expect, it } from 'vitest';

import { createRepositories } from '../repositories/create-repositories';
import type { DbService } from '../service';
import { contextAt, newPartner, newShift, partnerPrivate } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';

import { checkDataIntegrity } from './check-data';

const NOW = '2026-03-02T08:00:00.000Z';

describe('checkDataIntegrity', () => {
  let service: DbService;
  let repos: ReturnType<typeof createRepositories>;
  let stored: Set<string>;
  const check = () => checkDataIntegrity(service, { documentExists: async (key) => stored.has(key) });

  // A table per test (a few milliseconds): the check reads everything in it.
  beforeEach(async () => {
    ({ service } = await createTestDb());
    repos = createRepositories(service);
    stored = new Set<string>();
  });

  /** Partners p1 and p2, 12 shifts (some claimed, one cancelled), a document and an invoice, all sound. */
  async function writeSoundData() {
    for (const partnerId of ['p1', 'p2'])
      await repos.partners.createPartner(
        { profile: newPartner({ partnerId }), ...partnerPrivate(partnerId) },
        contextAt(NOW),
      );
    const { created } = await repos.shifts.createShifts(
      Array.from({ length: 12 }, (_, i) =>
        newShift({ shiftId: `s${i}`, startDate: `2026-0${3 + (i % 3)}-1${i % 10}T07:00:00.000Z` }),
      ),
      contextAt(NOW),
    );
    for (const [i, shift] of created.slice(0, 6).entries()) {
      const partnerId = i % 2 === 0 ? 'p1' : 'p2';
      const claimed = await repos.shifts.claimShift({
        shift,
        partner: { partnerId, name: 'Maria Georgiou' },
        context: contextAt(NOW, { id: partnerId, role: 'EMPLOYEE' }),
      });
      if (i === 0)
        await repos.shifts.cancelShift({ shift: claimed, reason: 'Closed', context: contextAt(NOW) });
    }
    await repos.partnerDocuments.addPartnerDocument({
      partnerId: 'p1',
      documentId: 'registration',
      type: 'registration',
      fileName: 'registration.pdf',
      objectKey: 'employees/p1/registration.pdf',
      contentType: 'application/pdf',
      size: 1000,
      uploadedAt: NOW,
      uploadedBy: 'p1',
    });
    stored.add('employees/p1/registration.pdf');
    const worked = await repos.shifts.getShifts(['s1', 's3']);
    await repos.invoices.createInvoice({
      invoice: {
        invoiceId: 'inv-1',
        invoiceRef: 1,
        partnerId: 'p2',
        partnerName: 'Maria Georgiou',
        lines: [],
        total: 0,
        dueDate: '2026-03-16',
        createdBy: 'admin-1',
        createdAt: NOW,
      },
      shifts: worked,
      context: contextAt(NOW),
    });
  }

  it('should find nothing wrong in data written through the repositories', async () => {
    await writeSoundData();
    const report = await check();
    expect(report.problems).toEqual([]);
    expect(report.read).toMatchObject({ shifts: 12, partners: 2, documents: 1 });
  });

  it('should report a drifted counter, a missing partner, a fatigue break, a missing document, a drifted invoice link and a billed cost without approval', async () => {
    await writeSoundData();
    await service.entities.monthlyShiftStat
      .update({ month: '2026-03', status: 'VERIFIED', shard: 0 })
      .add({ shiftCount: 1, revenue: 100 })
      .go();
    // An administrator's assignment at creation is not checked against the rules; the check finds it.
    await repos.shifts.createShifts(
      [
        newShift({
          shiftId: 'x1',
          startDate: '2026-06-01T07:00:00.000Z',
          status: 'CLAIMED',
          claimedBy: 'p2',
        }),
        newShift({
          shiftId: 'x2',
          startDate: '2026-06-01T09:00:00.000Z',
          status: 'CLAIMED',
          claimedBy: 'p2',
        }),
        newShift({
          shiftId: 'x3',
          startDate: '2026-06-05T07:00:00.000Z',
          status: 'CLAIMED',
          claimedBy: 'gone',
        }),
        // A billed cost recorded without an approved timesheet (only an approval records one).
        newShift({
          shiftId: 'x4',
          startDate: '2026-06-09T07:00:00.000Z',
          billedCost: { totalCost: 15000, employeeEarnings: 12000, companyCommission: 3000 },
        }),
      ],
      contextAt(NOW),
    );
    stored.clear();
    await service.entities.invoiceClient
      .put({ clientId: 'client-a', invoiceId: 'inv-1', createdAt: NOW, status: 'PAID' })
      .go();
    const { problems } = await check();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Monthly statistics 2026-03#VERIFIED: stored .*shiftCount/),
        'Partner gone of held shifts does not exist.',
        'Partner p2 holds overlapping shifts x1 and x2.',
        'Document employees/p1/registration.pdf of partner p1 is missing in S3.',
        "Organisation client-a's link to invoice inv-1 says PAID.",
        'Shift x4 records a billed cost, but its timesheet is not approved.',
      ]),
    );
  });
});
