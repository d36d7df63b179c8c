import { isHeldStatus } from '@careshift/domain/shifts/status';

import type { DbService } from '../../service';
import type { TransactionEntities, TransactionItem } from '../../transactions/write-transaction';

import type { ShiftRecord } from './shift-records';

/** One held shift of a partner's schedule. */
export interface ScheduledShift {
  shiftId: string;
  startDate: string;
  endDate: string;
}

/** A partner's schedule as read: `version` 0 when the item does not exist yet. */
export interface PartnerSchedule {
  partnerId: string;
  version: number;
  shifts: ScheduledShift[];
}

/** Entries that ended this long ago no longer matter to rest hours or overlaps, and are dropped. */
const KEEP_ENDED_MS = 14 * 24 * 60 * 60 * 1000;

/** The partner who holds a shift in this state, if any. */
function holder(shift: Pick<ShiftRecord, 'claimedBy' | 'status'> | undefined): string | undefined {
  return shift?.claimedBy && isHeldStatus(shift.status) ? shift.claimedBy : undefined;
}

interface ScheduleEdit {
  add: ScheduledShift[];
  remove: string[];
}

/**
 * How a set of shift changes moves partners' schedules: a partner who comes to hold a shift gains it, one
 * who stops holding it loses it. A change that keeps the same holder and times (FINISHED by the sweep, an
 * invoice link) touches no schedule, so sweeps never contend with claims.
 */
export function scheduleEdits(
  changes: readonly { before?: ShiftRecord; after: Omit<ShiftRecord, 'version' | 'updatedAt'> }[],
): Map<string, ScheduleEdit> {
  const edits = new Map<string, ScheduleEdit>();
  const editOf = (partnerId: string) => {
    const edit = edits.get(partnerId) ?? { add: [], remove: [] };
    edits.set(partnerId, edit);
    return edit;
  };
  for (const { before, after } of changes) {
    const { loses, gains } = scheduleMove(before, after);
    if (loses) editOf(loses).remove.push(after.shiftId);
    if (gains) {
      const { shiftId, startDate, endDate } = after;
      editOf(gains).add.push({ shiftId, startDate, endDate });
    }
  }
  return edits;
}

/** Who stops holding the shift and who comes to hold it, when its holder or its times change. */
function scheduleMove(
  before: ShiftRecord | undefined,
  after: Omit<ShiftRecord, 'version' | 'updatedAt'>,
): { loses?: string; gains?: string } {
  const was = holder(before);
  const is = holder(after);
  const moved = before?.startDate !== after.startDate || before?.endDate !== after.endDate;
  return was !== is || moved ? { loses: was, gains: is } : {};
}

/** Reads a partner's schedule with a strongly consistent read (the claim decides on it). */
export async function readPartnerSchedule(db: DbService, partnerId: string): Promise<PartnerSchedule> {
  const { data } = await db.entities.partnerSchedule.get({ partnerId }).go({ consistent: true });
  return { partnerId, version: data?.version ?? 0, shifts: data?.shifts ?? [] };
}

/**
 * The conditional puts of the edited schedules: each is written back with its version + 1, on condition
 * that its version is still the one read (or that it still does not exist). `known` are schedules the
 * caller already read and decided on (a claim); the others are read here.
 */
export async function schedulePuts(
  db: DbService,
  edits: Map<string, ScheduleEdit>,
  at: string,
  known: readonly PartnerSchedule[] = [],
): Promise<((tx: TransactionEntities) => TransactionItem)[]> {
  const cutoff = new Date(Date.parse(at) - KEEP_ENDED_MS).toISOString();
  return Promise.all(
    [...edits].map(async ([partnerId, edit]) => {
      const read = known.find((s) => s.partnerId === partnerId) ?? (await readPartnerSchedule(db, partnerId));
      const dropped = new Set([...edit.remove, ...edit.add.map((shift) => shift.shiftId)]);
      const shifts = [
        ...read.shifts.filter((s) => !dropped.has(s.shiftId) && s.endDate >= cutoff),
        ...edit.add,
      ];
      return (tx: TransactionEntities) =>
        tx.partnerSchedule
          .put({ partnerId, version: read.version + 1, shifts })
          .where((a, op) => (read.version === 0 ? op.notExists(a.version) : op.eq(a.version, read.version)))
          .commit();
    }),
  );
}
