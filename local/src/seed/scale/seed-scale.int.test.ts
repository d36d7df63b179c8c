import { describe, expect, it } from 'vitest';

import { createRepositories } from '@careshift/db';
import type { ShiftRecord } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { calculateShiftCost } from '@careshift/domain/cost/cost-engine';
import { DEFAULT_SYSTEM_SETTINGS, effectiveSettings } from '@careshift/domain/settings/settings';
import { isHeldStatus, SHIFT_STATUSES } from '@careshift/domain/shifts/status';
import { HOUR_MS } from '@careshift/domain/time/instant';
import { nicosiaIsoWeek, nicosiaWallClock } from '@careshift/domain/time/nicosia';

import { seedScale } from './index';

const NOW = '2026-05-20T09:00:00.000Z';

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe('seedScale', async () => {
  const { service } = await createTestDb();
  const repos = createRepositories(service);
  const progress: number[] = [];
  const summary = await seedScale({
    service,
    scale: 800,
    now: NOW,
    onProgress: (p) => progress.push(p.done),
    identities: {
      clientOwners: [{ userId: 'cognito-owner', email: 'owner@demo.example.com' }],
      partners: [{ partnerId: 'cognito-partner', phoneNumber: '+35799000001' }],
    },
  });
  const shifts: ShiftRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await repos.shifts.listShifts({ cursor, limit: 500 });
    shifts.push(...page.items);
    cursor = page.cursor;
  } while (cursor);

  it('should write the shifts asked for, in every status, reporting progress', () => {
    expect(shifts).toHaveLength(800);
    expect(new Set(shifts.map((s) => s.status))).toEqual(new Set(SHIFT_STATUSES));
    expect(progress.at(-1)).toBe(summary.items);
    expect(summary).toMatchObject({ shifts: 800, clients: 3, partners: 12 });
    expect(summary.invoices).toBeGreaterThan(0);
    expect(summary.reviews).toBeGreaterThan(0);
  });

  it('should give the first owner and partner the ids of the demo sign-ins', async () => {
    expect(await repos.clientUsers.getClientUser('cognito-owner')).toMatchObject({
      email: 'owner@demo.example.com',
      owner: true,
    });
    expect(await repos.partners.getPartner('cognito-partner')).toMatchObject({ status: 'VERIFIED' });
    expect(await repos.partnerPrivate.getPartnerInfo('cognito-partner')).toMatchObject({
      phoneNumber: '+35799000001',
    });
    expect(summary.demo.partners[0]?.partnerId).toBe('cognito-partner');
    expect(shifts.some((s) => s.claimedBy === 'cognito-partner')).toBe(true);
  });

  it('should price every shift with the cost engine and the client’s configuration', async () => {
    for (const shift of shifts.slice(0, 100)) {
      const config = effectiveSettings(
        DEFAULT_SYSTEM_SETTINGS,
        await repos.settings.getClientSettings(shift.clientId),
      );
      expect(shift.cost).toEqual(
        calculateShiftCost({
          rates: shift.positionRates,
          config,
          start: shift.startDate,
          end: shift.endDate,
        }),
      );
    }
  });

  it('should only let partners hold shifts they could have claimed', async () => {
    const held = shifts.filter((s) => s.claimedBy && isHeldStatus(s.status));
    const byPartner = groupBy(held, (s) => s.claimedBy as string);
    for (const [partnerId, mine] of byPartner) {
      const partner = await repos.partners.getPartner(partnerId);
      expect(partner).toBeDefined();
      mine.sort((a, b) => a.startDate.localeCompare(b.startDate));
      for (const [i, shift] of mine.entries()) {
        expect(partner?.positionIds).toContain(shift.positionId);
        const next = mine[i + 1];
        if (next)
          expect(Date.parse(next.startDate) - Date.parse(shift.endDate)).toBeGreaterThanOrEqual(
            DEFAULT_SYSTEM_SETTINGS.mandatoryRestHours * HOUR_MS,
          );
      }
      if (partner?.weeklyShiftLimit) {
        const weeks = groupBy(mine, (s) => nicosiaIsoWeek(s.startDate).key);
        for (const week of weeks.values()) expect(week.length).toBeLessThanOrEqual(partner.weeklyShiftLimit);
      }
    }
    expect(byPartner.size).toBeGreaterThan(3);
  });

  it('should keep the aggregates equal to a recount of the shifts', async () => {
    const months = new Map<string, number>();
    for (const shift of shifts) {
      const wall = nicosiaWallClock(shift.startDate);
      const key = `${wall.year}-${String(wall.month).padStart(2, '0')}#${shift.status}`;
      months.set(key, (months.get(key) ?? 0) + 1);
    }
    const stats = await repos.aggregates.readMonthlyShiftStats({ fromMonth: '2025-01', toMonth: '2026-12' });
    expect(new Map(stats.map((s) => [`${s.month}#${s.status}`, s.shiftCount]))).toEqual(months);
    expect(await repos.aggregates.readEntityCounts()).toEqual({
      openShifts: shifts.filter((s) => s.status === 'VERIFIED').length,
      partners: 12,
      clients: 3,
    });
  });

  it('should link invoices and shifts both ways, paid invoices with completed shifts', async () => {
    const page = await repos.invoices.listInvoices({ limit: 500 });
    expect(page.items).toHaveLength(summary.invoices);
    for (const invoice of page.items) {
      expect(invoice.total).toBe(invoice.lines.reduce((sum, line) => sum + line.price, 0));
      const linked = await repos.shifts.listInvoiceShifts(invoice.invoiceId);
      if (invoice.status === 'CANCELED') expect(linked).toEqual([]);
      else expect(linked.map((s) => s.shiftId).sort()).toEqual(invoice.shifts.map((s) => s.shiftId).sort());
      if (invoice.status === 'PAID') expect(linked.every((s) => s.status === 'COMPLETED')).toBe(true);
    }
    expect(new Set(page.items.map((i) => i.status))).toEqual(new Set(['PAID', 'PENDING', 'CANCELED']));
  });

  it('should give every shift an audit trail that ends in its status', async () => {
    for (const shift of shifts.slice(0, 60)) {
      const trail = await repos.audit.listAuditTrail({
        subjectType: 'shift',
        subjectId: shift.shiftId,
        limit: 50,
      });
      expect(trail.items).toHaveLength(shift.version);
      expect(trail.items.filter((e) => e.to).at(-1)?.to).toBe(shift.status);
    }
  });
});
