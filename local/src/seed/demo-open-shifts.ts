import { randomUUID } from 'node:crypto';

import { defaultShiftDeadline } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import type { ClientRecord, DbService, NewShift, PositionRecord } from '@careshift/db';
import {
  addDaysYmd,
  calculateShiftCost,
  DEFAULT_SYSTEM_SETTINGS,
  effectiveSettings,
  HOUR_MS,
  nicosiaInstant,
  nicosiaToday,
} from '@careshift/domain';
import type { SystemSettings } from '@careshift/domain';

/** How many claimable shifts the VERIFIED demo partner finds within the next week. */
export const DEMO_OPEN_SHIFTS = 6;
export const DEMO_OPEN_SHIFT_DAYS = 7;
/** Day and night shifts of a care home (Nicosia wall clock) and their length in hours. */
const SLOTS = [
  ['07:00', 8],
  ['20:00', 12],
  ['15:00', 8],
] as const;

export interface OpenShiftsInput {
  db: DbService;
  now: Date;
  positionIds: readonly string[];
  /** Who posts the missing shifts: the organisations offering those positions, through their owners. */
  clients: readonly { clientId: string; ownerUserId: string }[];
}

export interface Poster {
  position: PositionRecord;
  client: ClientRecord;
  config: SystemSettings;
  ownerUserId: string;
}

export async function postersOf(input: OpenShiftsInput): Promise<Poster[]> {
  const repos = createRepositories(input.db);
  const settings = (await repos.settings.getSystemSettings()) ?? DEFAULT_SYSTEM_SETTINGS;
  const posters: Poster[] = [];
  for (const { clientId, ownerUserId } of input.clients) {
    const client = await repos.clients.getClient(clientId);
    if (!client) continue;
    const config = effectiveSettings(settings, await repos.settings.getClientSettings(clientId));
    for (const positionId of input.positionIds.filter((id) => client.positionIds.includes(id))) {
      const position = await repos.positions.getPosition(positionId);
      if (position) posters.push({ position, client, config, ownerUserId });
    }
  }
  return posters;
}

/** The i-th missing shift: one a day from tomorrow, alternating day and night where the rates allow. */
function shiftOf(poster: Poster, i: number, refNumber: number, now: Date): NewShift {
  const [time, hours] = (
    poster.position.normalNightHourlyRate > 0 ? SLOTS[i % SLOTS.length] : SLOTS[0]
  ) as (typeof SLOTS)[number];
  const start = new Date(nicosiaInstant(addDaysYmd(nicosiaToday(now.getTime()), 1 + i), time));
  return demoShift(poster, { start, hours, refNumber, now });
}

/** A VERIFIED shift a demo organisation's owner posts, priced like any shift. */
export function demoShift(
  poster: Poster,
  input: { start: Date; hours: number; refNumber: number; now: Date },
): NewShift {
  const { position, client, config, ownerUserId } = poster;
  const { start, hours, refNumber, now } = input;
  const rates = {
    normalDayHourlyRate: position.normalDayHourlyRate,
    normalNightHourlyRate: position.normalNightHourlyRate,
    holidayDayHourlyRate: position.holidayDayHourlyRate,
    holidayNightHourlyRate: position.holidayNightHourlyRate,
  };
  const end = new Date(start.getTime() + hours * HOUR_MS);
  return {
    shiftId: randomUUID(),
    refNumber,
    clientId: client.clientId,
    clientName: client.name,
    positionId: position.positionId,
    positionName: position.name,
    positionNameEl: position.nameEl,
    positionRates: rates,
    status: 'VERIFIED',
    cost: calculateShiftCost({ rates, config, start: start.toISOString(), end: end.toISOString() }),
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    deadline: defaultShiftDeadline(start, now).toISOString(),
    createdBy: ownerUserId,
    createdAt: now.toISOString(),
  };
}

/**
 * Makes sure that the VERIFIED demo partner's Find a Shift lists shifts to claim in the coming days: the
 * seeded data has open shifts at random times, so the ones missing up to DEMO_OPEN_SHIFTS are posted by
 * the demo organisations' owners (through the repositories' createShifts, with audit entries and
 * aggregates), priced like any shift. Returns how many were posted.
 */
export async function ensureDemoOpenShifts(input: OpenShiftsInput): Promise<number> {
  const repos = createRepositories(input.db);
  const horizon = new Date(input.now.getTime() + DEMO_OPEN_SHIFT_DAYS * 24 * HOUR_MS).toISOString();
  const open = await repos.shifts.listOpenShifts({
    positionIds: input.positionIds,
    now: input.now.toISOString(),
    statuses: ['VERIFIED'],
    limit: 50,
  });
  const missing = DEMO_OPEN_SHIFTS - open.items.filter((shift) => shift.startDate < horizon).length;
  const posters = missing > 0 ? await postersOf(input) : [];
  if (posters.length === 0) return 0;

  const firstRef = await repos.sequences.allocateRefNumbers('shift', missing);
  const byOwner = new Map<string, NewShift[]>();
  for (let i = 0; i < missing; i += 1) {
    const poster = posters[i % posters.length] as Poster;
    const shifts = byOwner.get(poster.ownerUserId) ?? [];
    shifts.push(shiftOf(poster, i, firstRef + i, input.now));
    byOwner.set(poster.ownerUserId, shifts);
  }
  let posted = 0;
  for (const [ownerUserId, shifts] of byOwner) {
    const context = { actor: { id: ownerUserId, role: 'OWNER' as const }, at: input.now.toISOString() };
    posted += (await repos.shifts.createShifts(shifts, context)).created.length;
  }
  return posted;
}
