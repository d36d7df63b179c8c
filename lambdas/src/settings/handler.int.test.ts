import { beforeEach, describe, expect, it } from 'vitest';

import { auditList, settingsGet, settingsUpdateConfigs } from '@careshift/contract';
import type { Operation } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/settings/settings';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';
import { onFreshTable } from '../testing/fresh-table';

const { employeeRatePercent: _derived, ...DEFAULT_BODY } = DEFAULT_SYSTEM_SETTINGS;
const settingsTrail = { subjectType: 'settings', subjectId: 'system' };

describe('settings area Lambda: the system configuration and activity trails', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const save = (body: Record<string, unknown>, who: Record<string, string> = claims.admin) =>
    call(settingsUpdateConfigs, { claims: who, body });

  // The system settings and their trail are one of a kind: each test starts from a table of its own.
  beforeEach(async () => {
    const { db, module } = await onFreshTable(() => import('./handler'));
    handler = module.handler;
    repos = await seedShiftFixtures(db.service);
  });

  it('should answer the defaults, flagged as not saved, before anyone saves the configuration', async () => {
    const { status, body } = await call(settingsGet, { claims: claims.admin });
    expect(status).toBe(200);
    expect(body).toEqual({ settings: DEFAULT_SYSTEM_SETTINGS, saved: false });
  });

  it('should refuse every role but administrators (403) and anonymous callers (401), changing nothing', async () => {
    const others = [claims.clientA, claims.clientB, claims.partner(IDS.partners[0])];
    const calls: [Operation, object][] = [
      [settingsGet, {}],
      [settingsUpdateConfigs, { body: { ...DEFAULT_BODY, companyCommissionRatePercent: 50 } }],
      [auditList, { path: settingsTrail }],
    ];
    for (const [operation, options] of calls) {
      for (const who of others) expect((await call(operation, { ...options, claims: who })).status).toBe(403);
      expect((await call(operation, options)).status).toBe(401);
    }
    expect(await repos.settings.getSystemSettings()).toBeUndefined();
  });

  it('should save the six fields with the partner share computed as 100 − commission, whatever is sent', async () => {
    const { status, body } = await save({
      ...DEFAULT_BODY,
      companyCommissionRatePercent: 30,
      mandatoryRestHours: 10,
    });
    expect(status).toBe(200);
    const expected = {
      ...DEFAULT_SYSTEM_SETTINGS,
      companyCommissionRatePercent: 30,
      employeeRatePercent: 70,
      mandatoryRestHours: 10,
    };
    expect(body).toEqual({ settings: expected, saved: true });
    expect((await call(settingsGet, { claims: claims.admin })).body).toEqual({
      settings: expected,
      saved: true,
    });
    expect(await repos.settings.getSystemSettings()).toEqual(expected);
  });

  it("should refuse a partner share that is not 100 − commission and bounds outside the spec's, with their messages", async () => {
    const before = await repos.settings.getSystemSettings();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { companyCommissionRatePercent: 30, employeeRatePercent: 80 },
        'employeeRatePercent',
        'Must be 100 minus the commission (70).',
      ],
      [
        { companyCommissionRatePercent: 101 },
        'companyCommissionRatePercent',
        'Must be a whole number from 0 to 100.',
      ],
      [
        { companyCommissionRatePercent: 12.5 },
        'companyCommissionRatePercent',
        'Must be a whole number from 0 to 100.',
      ],
      [{ nightShiftStartHour: 0 }, 'nightShiftStartHour', 'Must be a whole number from 1 to 23.'],
      [{ nightShiftEndHour: 22 }, 'nightShiftEndHour', 'Night start and end must differ.'],
      [{ dueInvoiceDays: 0 }, 'dueInvoiceDays', 'Must be a whole number from 1 to 365.'],
      [{ mandatoryRestHours: 73 }, 'mandatoryRestHours', 'Must be a whole number from 0 to 72.'],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await save({ ...DEFAULT_BODY, ...change });
      expect({ change, status }).toEqual({ change, status: 400 });
      expect(Object.values(body.fieldErrors ?? {})).toContain(message);
      expect(Object.keys(body.fieldErrors ?? {}).some((key) => key.endsWith(field))).toBe(true);
    }
    expect(await repos.settings.getSystemSettings()).toEqual(before);
  });

  it('should list the settings history newest first, naming who changed what from → to', async () => {
    await save({ ...DEFAULT_BODY, companyCommissionRatePercent: 30, mandatoryRestHours: 10 });
    await save({ ...DEFAULT_BODY, companyCommissionRatePercent: 25 });
    const { status, body } = await call(auditList, { claims: claims.admin, path: settingsTrail });
    expect(status).toBe(200);
    const [latest, earlier] = body.items;
    expect(latest).toMatchObject({
      action: 'settings-update',
      actor: { id: IDS.admin, role: 'SYSTEM_USER', name: 'Ada Admin' },
      changes: [
        { field: 'companyCommissionRatePercent', from: '30', to: '25' },
        { field: 'employeeRatePercent', from: '70', to: '75' },
        { field: 'mandatoryRestHours', from: '10', to: '8' },
      ],
    });
    expect(earlier.changes).toContainEqual({ field: 'companyCommissionRatePercent', from: '20', to: '30' });
    expect(latest.at >= earlier.at).toBe(true);
  });

  it('should page a long trail 20 at a time with the cursor, newest first and without repeats', async () => {
    for (const percent of [30, 25]) await save({ ...DEFAULT_BODY, companyCommissionRatePercent: percent });
    for (let percent = 1; percent <= 21; percent += 1)
      await save({ ...DEFAULT_BODY, companyCommissionRatePercent: percent });
    const first = await call(auditList, { claims: claims.admin, path: settingsTrail });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].changes[0]).toEqual({
      field: 'companyCommissionRatePercent',
      from: '20',
      to: '21',
    });
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await call(auditList, {
      claims: claims.admin,
      path: settingsTrail,
      query: { cursor: first.body.cursor },
    });
    expect(second.body.items).toHaveLength(3);
    expect(second.body.cursor).toBeNull();
    const ids = [...first.body.items, ...second.body.items].map((entry: { id: string }) => entry.id);
    expect(new Set(ids).size).toBe(23);
    const times = [...first.body.items, ...second.body.items].map((entry: { at: string }) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('should refuse an unknown subject type and a forged cursor with 400', async () => {
    const wrongType = await call(auditList, {
      claims: claims.admin,
      path: { subjectType: 'invoice', subjectId: 'x' },
    });
    expect(wrongType.status).toBe(400);
    const forged = await call(auditList, {
      claims: claims.admin,
      path: settingsTrail,
      query: { cursor: 'bm90LWEtY3Vyc29y' },
    });
    expect(forged.status).toBe(400);
  });

  it('should answer an empty trail for a subject without entries', async () => {
    const { status, body } = await call(auditList, {
      claims: claims.admin,
      path: { subjectType: 'client', subjectId: 'no-such-client' },
    });
    expect({ status, body }).toEqual({ status: 200, body: { items: [], cursor: null } });
  });
});
