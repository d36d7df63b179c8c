import type { PunchBody } from '@careshift/contract/operations/attendance-schemas';

/**
 * Punches taken without a network (issue 34, item 1): kept on this phone, in localStorage, with the key
 * and the time they were taken, until the browser is online again. A re-sent key is safe: the server
 * answers a punch it already has with its first reply.
 */
export const PUNCH_QUEUE_STORAGE_KEY = 'careshift.attendance.queue';

export interface QueuedPunch {
  shiftId: string;
  body: PunchBody;
}

type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): QueueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const isQueuedPunch = (value: unknown): value is QueuedPunch => {
  const entry = value as Partial<QueuedPunch> | null;
  return (
    typeof entry?.shiftId === 'string' &&
    typeof entry.body?.idempotencyKey === 'string' &&
    typeof entry.body.clientTime === 'string' &&
    typeof entry.body.kind === 'string'
  );
};

/** Every queued punch, oldest first (a damaged store reads as empty). */
export function queuedPunches(storage: QueueStorage | undefined = browserStorage()): QueuedPunch[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PUNCH_QUEUE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedPunch) : [];
  } catch {
    return [];
  }
}

function save(punches: readonly QueuedPunch[], storage: QueueStorage | undefined): boolean {
  try {
    if (!storage) return false;
    storage.setItem(PUNCH_QUEUE_STORAGE_KEY, JSON.stringify(punches));
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds a punch, or replaces the one with its key in place (the same punch, now with a reason); false when
 * this browser cannot keep it (private mode, full storage).
 */
export function queuePunch(
  punch: QueuedPunch,
  storage: QueueStorage | undefined = browserStorage(),
): boolean {
  const key = punch.body.idempotencyKey;
  const queued = queuedPunches(storage);
  const known = queued.some((entry) => entry.body.idempotencyKey === key);
  const next = known
    ? queued.map((entry) => (entry.body.idempotencyKey === key ? punch : entry))
    : [...queued, punch];
  return save(next, storage);
}

/** Drops a punch the server answered (accepted, or refused for good). */
export function unqueuePunch(
  idempotencyKey: string,
  storage: QueueStorage | undefined = browserStorage(),
): void {
  save(
    queuedPunches(storage).filter((entry) => entry.body.idempotencyKey !== idempotencyKey),
    storage,
  );
}

/** The queued punches of one shift, oldest first. */
export function queuedPunchesOf(shiftId: string, storage: QueueStorage | undefined = browserStorage()) {
  return queuedPunches(storage).filter((entry) => entry.shiftId === shiftId);
}
