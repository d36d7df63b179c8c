import type { SeededClient } from './build-accounts';

const DAY = 86_400_000;

/**
 * Every VERIFIED organisation's facility point at its address's coordinates, confirmed by the seed's
 * administrator two days after it joined (issue 34): the demo's clock-ins are measured against a
 * confirmed point, as in a company that has onboarded its organisations. PENDING and DISABLED ones have
 * none, as an organisation not yet onboarded.
 */
export function confirmFacilityPoints(clients: SeededClient[], adminId: string): void {
  for (const { client } of clients) {
    const { lat, long } = client.address;
    if (client.status !== 'VERIFIED' || typeof lat !== 'number' || typeof long !== 'number') continue;
    client.facilityPoint = {
      latitude: lat,
      longitude: long,
      confirmedAt: new Date(Date.parse(client.createdAt) + 2 * DAY).toISOString(),
      confirmedBy: adminId,
    };
  }
}
