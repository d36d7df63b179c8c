import { beforeEach, describe, expect, it } from 'vitest';

import { auditList, settingsVatGet, settingsVatUpdate } from '@careshift/contract';
import type { Repositories } from '@careshift/db';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';
import { onFreshTable } from '../testing/fresh-table';

/** The VAT setting (issue 29 item 5): a rate in percent or an exemption worded in English and Greek. */
describe('settings-vat and settings-updateVat', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const save = (body: Record<string, unknown>, who: Record<string, string> = claims.admin) =>
    call(settingsVatUpdate, { claims: who, body });

  // The VAT setting is one of a kind: each test starts from a table of its own.
  beforeEach(async () => {
    const { db, module } = await onFreshTable(() => import('./handler'));
    handler = module.handler;
    repos = await seedShiftFixtures(db.service);
  });

  it("should answer Cyprus's standard rate, flagged as not saved, before anyone saves it", async () => {
    const { status, body } = await call(settingsVatGet, { claims: claims.admin });
    expect(status).toBe(200);
    expect(body).toEqual({ vat: { mode: 'RATE', ratePercent: 19 }, saved: false });
  });

  it('should refuse every role but administrators, changing nothing', async () => {
    for (const who of [claims.clientA, claims.partner(IDS.partners[0])]) {
      expect((await call(settingsVatGet, { claims: who })).status).toBe(403);
      expect((await save({ mode: 'RATE', ratePercent: 5 }, who)).status).toBe(403);
    }
    expect(await repos.settings.getVatSetting()).toBeUndefined();
  });

  it('should save a rate with decimals, then an exemption with only its own fields, audited from → to', async () => {
    expect((await save({ mode: 'RATE', ratePercent: '2.5' })).body).toEqual({
      vat: { mode: 'RATE', ratePercent: 2.5 },
      saved: true,
    });
    const exempt = await save({
      mode: 'EXEMPT',
      ratePercent: 19,
      exemptionEn: '  Exempt under article 18  ',
      exemptionEl: 'Απαλλαγή βάσει του άρθρου 18',
    });
    expect(exempt.body.vat).toEqual({
      mode: 'EXEMPT',
      exemptionEn: 'Exempt under article 18',
      exemptionEl: 'Απαλλαγή βάσει του άρθρου 18',
    });
    expect((await call(settingsVatGet, { claims: claims.admin })).body).toEqual({
      ...exempt.body,
      saved: true,
    });
    const trail = await call(auditList, {
      claims: claims.admin,
      path: { subjectType: 'settings', subjectId: 'system' },
    });
    expect(trail.body.items[0]).toMatchObject({
      action: 'settings-update',
      changes: [{ field: 'vat', from: '2.5%', to: 'Exempt under article 18 / Απαλλαγή βάσει του άρθρου 18' }],
    });
  });

  it('should refuse a rate out of bounds or with three decimals, and an exemption without its Greek wording', async () => {
    const before = await repos.settings.getVatSetting();
    for (const ratePercent of [101, -1, 19.125, 'abc']) {
      const reply = await save({ mode: 'RATE', ratePercent });
      expect(reply.status).toBe(400);
      expect(reply.body.fieldErrors?.ratePercent).toBe(
        'Must be a rate from 0 to 100 with at most 2 decimals.',
      );
    }
    const missing = await save({ mode: 'EXEMPT', exemptionEn: 'Exempt', exemptionEl: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors?.exemptionEl).toBe('Value is required');
    expect((await save({ mode: 'ZERO' })).status).toBe(400);
    expect(await repos.settings.getVatSetting()).toEqual(before);
  });
});
