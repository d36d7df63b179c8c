import type { PositionRecord } from '@careshift/db';
import { calculateShiftCost } from '@careshift/domain/cost/cost-engine';
import { effectiveSettings } from '@careshift/domain/settings/settings';
import type { SystemSettings } from '@careshift/domain/settings/settings';
import { DAY_MS, HOUR_MS } from '@careshift/domain/time/instant';
import { nicosiaDate, nicosiaInstant } from '@careshift/domain/time/nicosia';

import type { SeededClient, SeededPartner } from './build-accounts';
import { PartnerCalendar } from './partner-calendar';
import type { Random } from './random';
import type { SeedShift } from './shift-fate';
import { liveOut } from './shift-life';

/** Shift times of a care home day (Nicosia wall clock) and their length in hours. */
const SLOTS = [
  ['07:00', 8],
  ['15:00', 8],
  ['23:00', 8],
  ['08:00', 12],
  ['20:00', 12],
] as const;
const DEADLINE_DAYS = [1, 1, 3, 3, 5, 7];

export interface ShiftPlanInput {
  random: Random;
  count: number;
  now: number;
  clients: SeededClient[];
  partners: SeededPartner[];
  positions: PositionRecord[];
  settings: SystemSettings;
  adminId: string;
}

/** A start on a day of the last six months or the next month, at one of the day's shift times. */
function startOf(random: Random, now: number): { start: number; hours: number } {
  const firstDay = Date.parse(`${nicosiaDate(now - 182 * DAY_MS)}T12:00:00Z`);
  const day = new Date(firstDay + random.int(0, 182 + 31) * DAY_MS).toISOString().slice(0, 10);
  const [time, hours] = random.pick(SLOTS);
  return { start: Date.parse(nicosiaInstant(day, time)), hours };
}

/**
 * The shifts of the last six months and the next month, in every status, priced by the domain's cost
 * engine with the client's effective configuration, claimed only by partners who could have claimed
 * them. Reference numbers follow creation order from `firstRef`.
 */
export function buildShifts(input: ShiftPlanInput, firstRef: number): SeedShift[] {
  const { random, now } = input;
  const positions = new Map(input.positions.map((p) => [p.positionId, p]));
  const calendar = new PartnerCalendar(input.partners, input.settings.mandatoryRestHours, now);
  const active = input.clients.filter((c) => c.client.status !== 'PENDING');
  const drafts = Array.from({ length: input.count }, () => {
    const { client, users, config } = random.pick(active);
    const position = positions.get(random.pick(client.positionIds)) as PositionRecord;
    const { start, hours } = startOf(random, now);
    const end = start + hours * HOUR_MS;
    const deadline = start - random.pick(DEADLINE_DAYS) * DAY_MS;
    const created = Math.min(deadline - random.int(1, 14) * DAY_MS, now - random.int(1, 48) * HOUR_MS);
    const { normalDayHourlyRate, normalNightHourlyRate, holidayDayHourlyRate, holidayNightHourlyRate } =
      position;
    const rates = {
      normalDayHourlyRate,
      normalNightHourlyRate,
      holidayDayHourlyRate,
      holidayNightHourlyRate,
    };
    const owner = users[0]?.userId ?? input.adminId;
    const byAdmin = random.chance(0.3);
    const seed: SeedShift = {
      shift: {
        shiftId: random.id('shift'),
        refNumber: 0,
        clientId: client.clientId,
        clientName: client.name,
        positionId: position.positionId,
        positionName: position.name,
        positionNameEl: position.nameEl,
        positionRates: rates,
        status: 'VERIFIED',
        cost: calculateShiftCost({
          rates,
          config: effectiveSettings(input.settings, config),
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
        }),
        startDate: new Date(start).toISOString(),
        endDate: new Date(end).toISOString(),
        deadline: new Date(Math.max(deadline, created)).toISOString(),
        createdBy: byAdmin ? input.adminId : owner,
        createdAt: new Date(created).toISOString(),
        updatedAt: new Date(created).toISOString(),
        version: 1,
      },
      events: [
        {
          at: created,
          action: 'shift-create',
          to: 'VERIFIED',
          actorId: byAdmin ? input.adminId : owner,
          actorRole: byAdmin ? 'SYSTEM_USER' : 'CLIENT',
        },
      ],
    };
    return { seed, owner };
  });
  drafts.sort((a, b) => a.seed.shift.createdAt.localeCompare(b.seed.shift.createdAt));
  drafts.forEach(({ seed }, i) => (seed.shift.refNumber = firstRef + i));
  drafts.sort((a, b) => a.seed.shift.startDate.localeCompare(b.seed.shift.startDate));
  for (const { seed, owner } of drafts) liveOut(seed, input, calendar, owner);
  return drafts.map(({ seed }) => seed);
}
