import { beforeAll, describe, expect, it } from 'vitest';

import { positionRemove, positionUsage } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import type { Repositories } from '@careshift/db';
import { contextAt, newPartner, newShift, partnerPrivate } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import { administratorClaims, httpEvent, lambdaContext } from '../testing/http-event';

const NOW = '2026-03-01T08:00:00.000Z';
const clientOf = (clientId: string, positionIds: string[]) => ({
  clientId,
  name: `Clinic ${clientId}`,
  legalName: `Clinic ${clientId} Ltd`,
  status: 'VERIFIED' as const,
  positionIds,
  address: { countryCode: 'CY', city: 'LIMASSOL', street: 'Anexartisias 1', postalCode: '3036' },
  createdAt: NOW,
  updatedAt: NOW,
  version: 1,
});
const ownerOf = (clientId: string) => ({
  userId: `owner-${clientId}`,
  clientId,
  firstName: 'Anna',
  lastName: 'Owner',
  email: `owner-${clientId}@example.com`,
  status: 'VERIFIED' as const,
  lang: 'en' as const,
  createdAt: NOW,
  updatedAt: NOW,
});

describe('what uses a position, before deleting it (issue 32 item 13)', () => {
  let positions: HttpHandler;
  let repos: Repositories;
  const call = async (handler: () => HttpHandler, ...args: Parameters<typeof httpEvent>) => {
    const result = await handler()(httpEvent(...args), lambdaContext);
    return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') };
  };

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = createRepositories(db.service);
    const rates = {
      normalDayHourlyRate: 1500,
      normalNightHourlyRate: 1800,
      holidayDayHourlyRate: 2200,
      holidayNightHourlyRate: 2600,
    };
    for (const positionId of ['busy', 'offered'])
      await repos.positions.createPosition({
        positionId,
        name: positionId,
        ...rates,
        createdAt: NOW,
        updatedAt: NOW,
      });
    await repos.clients.createClient(clientOf('cl-1', ['busy', 'offered']), ownerOf('cl-1'), contextAt(NOW));
    await repos.partners.createPartner(
      {
        profile: newPartner({ partnerId: 'pt-busy', positionIds: ['busy', 'offered'] }),
        ...partnerPrivate('pt-busy'),
      },
      contextAt(NOW),
    );
    await repos.partners.createPartner(
      {
        profile: newPartner({ partnerId: 'pt-free', positionIds: ['offered'] }),
        ...partnerPrivate('pt-free'),
      },
      contextAt(NOW),
    );
    await repos.shifts.createShifts(
      [
        newShift({
          shiftId: 'open-1',
          positionId: 'busy',
          clientId: 'cl-1',
          startDate: '2031-03-13T05:00:00.000Z',
        }),
        newShift({
          shiftId: 'held-1',
          positionId: 'busy',
          clientId: 'cl-1',
          status: 'CLAIMED',
          claimedBy: 'pt-busy',
          startDate: '2031-03-14T05:00:00.000Z',
        }),
      ],
      contextAt(NOW),
    );
    ({ handler: positions } = await import('./handler'));
  });

  it('should list what uses a position and refuse to delete one open shifts use', async () => {
    const busy = await call(() => positions, positionUsage, {
      path: { positionId: 'busy' },
      claims: administratorClaims,
    });
    expect(busy).toEqual({
      status: 200,
      body: { openShifts: 2, organisations: 1, partners: 1, deletion: 'refused' },
    });
    const refused = await call(() => positions, positionRemove, {
      path: { positionId: 'busy' },
      claims: administratorClaims,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('open shifts');
    expect(await repos.positions.getPosition('busy')).toBeDefined();
  });

  it('should allow deleting a position only organisations and partners offer, and say so first', async () => {
    const offered = await call(() => positions, positionUsage, {
      path: { positionId: 'offered' },
      claims: administratorClaims,
    });
    expect(offered.body).toEqual({ openShifts: 0, organisations: 1, partners: 2, deletion: 'allowed' });
    const removed = await call(() => positions, positionRemove, {
      path: { positionId: 'offered' },
      claims: administratorClaims,
    });
    expect(removed.status).toBe(200);
    const unknown = await call(() => positions, positionUsage, {
      path: { positionId: 'offered' },
      claims: administratorClaims,
    });
    expect(unknown.status).toBe(404);
  });
});
