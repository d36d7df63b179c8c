import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { paymentNoteDownload } from '@careshift/contract';
import type { ClientRecord, Repositories, ShiftRecord } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import type { ShiftStatus } from '@careshift/domain';

import type { HttpHandler } from '../http/types';
import { pdfPageTexts } from '../pdf/testing/pdf-text';

import { caller } from './testing/call';
import { claims, IDS, seedShiftFixtures } from './testing/shift-fixtures';

const HOUR = 3_600_000;
let serial = 0;

/**
 * The payment note (issue 29 items 4 and 5): frozen on its first download once the shift is finished,
 * printed in each reader's language with the Greek position name for Greek readers.
 */
describe('payment note: frozen once finished, in the reader’s language', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const owner = { sub: 'user-a', role: 'OWNER', companyId: IDS.clientA };

  const text = async (who: Record<string, string>, shiftId: string) => {
    const reply = await call(paymentNoteDownload, { claims: who, path: { shiftId } });
    expect(reply.status).toBe(200);
    return (await pdfPageTexts(Buffer.from(reply.raw, 'base64'))).join('\n');
  };

  async function heldShift(status: ShiftStatus): Promise<ShiftRecord> {
    serial += 1;
    const start = Math.floor((Date.now() - 48 * HOUR) / 600_000) * 600_000;
    const { created } = await repos.shifts.createShifts(
      [
        newShift({
          shiftId: `note-${serial}-${Date.now().toString(36)}`,
          clientId: IDS.clientA,
          clientName: `Clinic ${IDS.clientA}`,
          positionId: IDS.nurse,
          positionName: 'Nurse',
          positionNameEl: 'Νοσηλευτής/τρια',
          startDate: new Date(start).toISOString(),
          status,
          claimedBy: IDS.partners[0],
          partnerName: 'Maria Georgiou',
        }),
      ],
      contextAt(new Date().toISOString()),
    );
    if (!created[0]) throw new Error('set-up: shift not created');
    return created[0];
  }

  async function editClinic(edit: (client: ClientRecord) => Pick<ClientRecord, 'name' | 'address'>) {
    const client = await repos.clients.getClient(IDS.clientA);
    if (!client) throw new Error('set-up: client missing');
    await repos.clients.updateClient(
      client,
      { ...client, ...edit(client) },
      contextAt(new Date().toISOString()),
    );
  }
  const renameClinic = (name: string) =>
    editClinic((client) => ({
      name,
      address: { ...client.address, street: `${name} Street 1`, city: 'PAPHOS' },
    }));

  let seeded: ClientRecord;
  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
    seeded = (await repos.clients.getClient(IDS.clientA)) as ClientRecord;
  });
  // Tests rename the organisation: each starts from the seeded name and Limassol address.
  beforeEach(() => editClinic(() => ({ name: seeded.name, address: seeded.address })));

  it('should print the same note of a finished shift after the organisation is edited', async () => {
    const shift = await heldShift('FINISHED');
    const first = await text(claims.admin, shift.shiftId);
    expect(first).toContain(`Clinic ${IDS.clientA}`);
    expect(first).toContain('3036 Limassol, Cyprus');
    await renameClinic('Renamed Clinic');
    const again = await text(claims.admin, shift.shiftId);
    expect(again).toBe(first);
    expect((await repos.paymentNotes.getPaymentNote(shift.shiftId))?.organisationName).toBe(
      `Clinic ${IDS.clientA}`,
    );
  });

  it('should make a claimed shift’s note from the records of the moment (nothing is frozen yet)', async () => {
    const shift = await heldShift('CLAIMED');
    await renameClinic('Claimed Clinic');
    expect(await text(claims.admin, shift.shiftId)).toContain('Claimed Clinic');
    await renameClinic('Claimed Clinic Two');
    expect(await text(claims.admin, shift.shiftId)).toContain('Claimed Clinic Two');
    expect(await repos.paymentNotes.getPaymentNote(shift.shiftId)).toBeUndefined();
  });

  it('should print the organisation user’s saved language, owner included, with the Greek position name', async () => {
    await renameClinic('Paphos Clinic');
    const shift = await heldShift('FINISHED');
    await repos.clientUsers.updateClientUser(IDS.clientA, 'user-a', { lang: 'el' });
    try {
      for (const who of [owner, claims.clientA]) {
        const greek = await text(who, shift.shiftId);
        for (const expected of ['Σημείωμα πληρωμής', 'Οργανισμός', 'Νοσηλευτής/τρια', 'Πάφος, Κύπρος'])
          expect(greek).toContain(expected);
        expect(greek).not.toContain('Nurse');
      }
    } finally {
      await repos.clientUsers.updateClientUser(IDS.clientA, 'user-a', { lang: 'en' });
    }
    const english = await text(owner, shift.shiftId);
    for (const expected of ['Payment note', 'Organisation', 'Nurse', 'Paphos, Cyprus'])
      expect(english).toContain(expected);
    expect(english).not.toContain('Νοσηλευτής/τρια');
    // The partner reads it in the partner's language (partner-1: English), the data the same.
    expect(await text(claims.partner(IDS.partners[0]), shift.shiftId)).toBe(english);
  });
});
