import { describe, expect, it } from 'vitest';

import { isFacilityPointConfirmed } from '@careshift/domain/attendance/facility-point';

import { buildClients } from './build-accounts';
import { confirmFacilityPoints } from './facility-points';
import { Random } from './random';

describe('the seed’s facility points (issue 34)', () => {
  it('should confirm a point at the address of every VERIFIED organisation, and place none for the others', () => {
    const clients = buildClients(new Random(7), 40, ['REGISTERED_NURSE', 'MIDWIFE'], Date.UTC(2026, 10, 1));
    confirmFacilityPoints(clients, 'admin-1');
    const verified = clients.filter(({ client }) => client.status === 'VERIFIED');
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.length).toBeLessThan(clients.length);
    for (const { client } of clients) {
      if (client.status !== 'VERIFIED') {
        expect(client.facilityPoint).toBeUndefined();
        continue;
      }
      expect(client.facilityPoint).toMatchObject({
        latitude: client.address.lat,
        longitude: client.address.long,
        confirmedBy: 'admin-1',
      });
      expect(isFacilityPointConfirmed(client.facilityPoint!)).toBe(true);
      expect(Date.parse(client.facilityPoint!.confirmedAt!)).toBeGreaterThan(Date.parse(client.createdAt));
    }
  });
});
