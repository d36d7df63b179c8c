import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';

import { multiShiftFormSchema, SHIFT_SLOTS } from '@careshift/contract';
import { DEADLINE_DAY_OPTIONS } from '@careshift/contract';
import type { MultiShiftForm, MultiShiftFormValues, ShiftSlot } from '@careshift/contract';
import type { DeadlineDays } from '@careshift/contract';
import type { Role } from '@careshift/domain';

import { previewRows } from './multi-create-preview';
import type { PreviewRow } from './multi-create-preview';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Validates with the contract's schema against the clock at the moment of each check. */
export function multiShiftResolver(role: Role): Resolver<MultiShiftForm, unknown, MultiShiftFormValues> {
  return (values, context, options) =>
    zodResolver(multiShiftFormSchema({ now: new Date(), role }))(values, context, options);
}

type SlotErrorKey = `${ShiftSlot}.${'start' | 'end'}`;
export type MultiFormErrors = Partial<Record<SlotErrorKey | 'slots' | 'dates', string>>;

type SlotErrors =
  | (Record<string, { start?: { message?: string }; end?: { message?: string } }> & { message?: string })
  | undefined;

/** The form's errors where the date and slot fields show them, in the interface language. */
export function slotErrorsOf(
  errors: FieldErrors<MultiShiftForm>,
  translate: (message: string | undefined) => string | undefined,
): MultiFormErrors {
  const result: MultiFormErrors = {};
  const dates = errors.dates as { message?: string; root?: { message?: string } } | undefined;
  const datesMessage = dates?.message ?? dates?.root?.message;
  if (datesMessage) result.dates = translate(datesMessage);
  const slots = errors.slots as SlotErrors;
  if (slots?.message) result.slots = translate(slots.message);
  return { ...result, ...slotTimeErrors(slots, translate) };
}

/** Each slot's start and end error, under "slot.start" and "slot.end". */
function slotTimeErrors(
  slots: SlotErrors,
  translate: (message: string | undefined) => string | undefined,
): MultiFormErrors {
  const result: MultiFormErrors = {};
  for (const slot of SHIFT_SLOTS) {
    for (const end of ['start', 'end'] as const) {
      const message = slots?.[slot]?.[end]?.message;
      if (message) result[`${slot}.${end}`] = translate(message);
    }
  }
  return result;
}

/** The slots with both times set (and valid), the others empty: what can be previewed already. */
function previewableSlots(slots: MultiShiftForm['slots'] | undefined): MultiShiftFormValues['slots'] {
  const result = {} as MultiShiftFormValues['slots'];
  for (const slot of SHIFT_SLOTS) {
    const times = slots?.[slot];
    const start = typeof times?.start === 'string' ? times.start : '';
    const end = typeof times?.end === 'string' ? times.end : '';
    result[slot] =
      TIME.test(start) && TIME.test(end) && start !== end ? { start, end } : { start: '', end: '' };
  }
  return result;
}

function deadlineDaysOf(value: unknown): DeadlineDays {
  const days = Number(value);
  return (DEADLINE_DAY_OPTIONS as readonly number[]).includes(days) ? (days as DeadlineDays) : 3;
}

/**
 * The shifts the form describes so far, before it is valid: every date × filled slot not skipped. The signature
 * identifies the whole form, so results of a post belong to the form that was posted.
 */
export function previewOf(values: MultiShiftForm): { rows: PreviewRow[]; signature: string } {
  const dates = (Array.isArray(values.dates) ? values.dates : []).filter(
    (date): date is string => typeof date === 'string',
  );
  const slots = previewableSlots(values.slots);
  const deadlineDays = deadlineDaysOf(values.deadlineDays);
  const skipped = (Array.isArray(values.skipped) ? values.skipped : []).filter(
    (place): place is string => typeof place === 'string',
  );
  const signature = JSON.stringify({
    clientId: values.clientId ?? '',
    positionId: values.positionId ?? '',
    dates,
    slots,
    deadlineDays,
    skipped,
  });
  return { rows: previewRows({ dates, slots, deadlineDays, skipped }), signature };
}

/** The preview, recomputed only when a value changes (the watched object is new on every render). */
export function useMultiPreview(values: MultiShiftForm) {
  const key = JSON.stringify(values);
  return useMemo(() => previewOf(JSON.parse(key) as MultiShiftForm), [key]);
}
