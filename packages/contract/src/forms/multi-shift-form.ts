import * as z from 'zod/mini';

import { isAdministrator } from '@careshift/domain';
import type { Role } from '@careshift/domain';

import { messageKey } from '../messages';

import { addMessageIssue, isCalendarDate, optionalText, requiredId, TIME_PATTERN } from './fields';
import type { RefinementCtx } from './fields';
import { DEFAULT_SHIFT_HOURS, SHIFT_TIME_STEP_MINUTES } from './new-shift-defaults';
import { addCalendarDays, formatDisplayDate, nicosiaDateOf } from './nicosia-wall-clock';
import { MAX_MULTI_SHIFT_DATES, SHIFT_SLOTS } from './shift-slots';
import type { ShiftSlot } from './shift-slots';

/** How many days before each start the claim deadline falls. */
export const DEADLINE_DAY_OPTIONS = [1, 3, 5, 7, 10, 15, 20] as const;
export type DeadlineDays = (typeof DEADLINE_DAY_OPTIONS)[number];
export const DEFAULT_DEADLINE_DAYS: DeadlineDays = 3;
export { MAX_MULTI_SHIFT_DATES, SHIFT_SLOTS } from './shift-slots';
export type { ShiftSlot } from './shift-slots';

export interface MultiShiftFormOptions {
  /** Today (Asia/Nicosia) is measured from this clock. */
  now: Date;
  /** Client users post for their own company, so only administrators must pick the client. */
  role?: Role;
}

const slotTime = z
  .pipe(
    z.nullish(z.string({ error: messageKey('invalidTime') }).check(z.trim())),
    z.transform((value) => value ?? ''),
  )
  .check(
    z.refine((value) => value === '' || TIME_PATTERN.test(value), messageKey('invalidTime')),
    z.refine((value) => value === '' || Number(value.slice(3)) % SHIFT_TIME_STEP_MINUTES === 0, {
      message: messageKey('tenMinuteSteps'),
    }),
  );

const slotSchema = z.pipe(
  z.nullish(z.object({ start: slotTime, end: slotTime })),
  z.transform((slot) => slot ?? { start: '', end: '' }),
);

const deadlineDays = z.pipe(
  z
    .pipe(
      z.union([z.number(), z.string()], { error: messageKey('required') }),
      z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    )
    .check(
      z.refine(
        (value) => (DEADLINE_DAY_OPTIONS as readonly unknown[]).includes(value),
        messageKey('invalidOption'),
      ),
    ),
  z.transform((value) => value as DeadlineDays),
);

const dates = z.pipe(
  z
    .array(z.string().check(z.trim(), z.refine(isCalendarDate, messageKey('invalidDate'))), {
      error: messageKey('required'),
    })
    .check(
      z.minLength(1, messageKey('required')),
      z.maxLength(MAX_MULTI_SHIFT_DATES, messageKey('tooManyDates', { max: MAX_MULTI_SHIFT_DATES })),
    ),
  z.transform((list) => [...new Set(list)].sort()),
);

/** Places ("2027-06-01 evening") left out of the date × slot grid: a copied rota keeps each day's own slots. */
const skippedPlaces = z.pipe(
  z.optional(z.array(z.string().check(z.maxLength(30)))),
  z.transform((list) => list ?? []),
);

/** "22:00" → "06:00": the end a chosen start fills in (start + 8 hours, wrapping midnight). */
export function defaultSlotEnd(start: string): string {
  const [hours = 0, minutes = 0] = start.split(':').map(Number);
  return `${String((hours + DEFAULT_SHIFT_HOURS) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The earliest date a multi-request may use: today (Asia/Nicosia) plus the deadline days. */
export function earliestMultiShiftDate(now: Date, days: number): string {
  return addCalendarDays(nicosiaDateOf(now), days);
}

interface SlotTimes {
  start: string;
  end: string;
}
type Slots = Record<ShiftSlot, SlotTimes>;

const isSlotTimes = (slot: unknown): slot is SlotTimes =>
  !!slot && typeof (slot as SlotTimes).start === 'string' && typeof (slot as SlotTimes).end === 'string';

/** What is wrong with a slot, if anything: its start or its end missing, or its end equal to its start. */
function slotIssue(
  slot: SlotTimes,
): { key: 'slotIncomplete' | 'endAfterStart'; field: keyof SlotTimes } | null {
  if (slot.start === '' && slot.end !== '') return { key: 'slotIncomplete', field: 'start' };
  if (slot.start !== '' && slot.end === '') return { key: 'slotIncomplete', field: 'end' };
  if (slot.start !== '' && slot.start === slot.end) return { key: 'endAfterStart', field: 'end' };
  return null;
}

/** Each slot with both times or neither, an end unlike its start, and at least one slot filled. */
function checkSlots(slots: Slots | undefined, ctx: RefinementCtx): void {
  if (!slots || typeof slots !== 'object') return;
  let filled = 0;
  for (const name of SHIFT_SLOTS) {
    const slot = slots[name];
    if (!isSlotTimes(slot)) continue;
    if (slot.start !== '' && slot.end !== '') filled += 1;
    const issue = slotIssue(slot);
    if (issue) addMessageIssue(ctx, issue.key, ['slots', name, issue.field]);
  }
  if (filled === 0) addMessageIssue(ctx, 'slotRequired', ['slots']);
}

function checkEarliestDate(form: { dates?: unknown; deadlineDays?: unknown }, now: Date, ctx: RefinementCtx) {
  if (!Array.isArray(form.dates) || typeof form.deadlineDays !== 'number') return;
  const earliest = earliestMultiShiftDate(now, form.deadlineDays);
  if (form.dates.some((date) => typeof date === 'string' && date < earliest)) {
    addMessageIssue(ctx, 'dateTooEarly', ['dates'], { date: formatDisplayDate(earliest) });
  }
}

/**
 * The multi-request form (spec section 5): client, deadline days (1, 3, 5, 7, 10, 15, 20; default 3),
 * position and 1–500 dates (YYYY-MM-DD, Asia/Nicosia) no earlier than today + deadline days;
 * morning, evening and night slots (HH:mm) each with both start and end or neither, at least one;
 * places of the grid the user leaves out (a copied rota: only the slots each day had last week).
 */
export function multiShiftFormSchema(options: MultiShiftFormOptions) {
  const clientRequired = options.role === undefined || isAdministrator({ role: options.role });
  return z
    .object({
      clientId: clientRequired ? requiredId() : optionalText(100),
      deadlineDays,
      positionId: requiredId(),
      dates,
      slots: z.object({ morning: slotSchema, evening: slotSchema, night: slotSchema }),
      skipped: skippedPlaces,
    })
    .check(
      z.superRefine((form, ctx) => {
        checkSlots(form.slots, ctx);
        checkEarliestDate(form, options.now, ctx);
      }),
    );
}
export type MultiShiftForm = z.input<ReturnType<typeof multiShiftFormSchema>>;
export type MultiShiftFormValues = z.output<ReturnType<typeof multiShiftFormSchema>>;

export function multiShiftFormDefaults(): MultiShiftForm {
  const empty = { start: '', end: '' };
  return {
    clientId: '',
    deadlineDays: DEFAULT_DEADLINE_DAYS,
    positionId: '',
    dates: [],
    slots: { morning: { ...empty }, evening: { ...empty }, night: { ...empty } },
    skipped: [],
  };
}
