import * as z from 'zod/mini';

import { SHIFT_SORT_FIELDS, SORT_DIRECTIONS } from '@careshift/domain/shifts/list-order';
import { SHIFT_CONFLICT_REASONS } from '@careshift/domain/shifts/shift-conflicts';
import { OPEN_SHIFT_STATUSES, SHIFT_STATUSES } from '@careshift/domain/shifts/status';

import { messageKey } from '../messages';

/** A shift status as the API sends it (spec section 4). */
export const shiftStatusSchema = z.enum(SHIFT_STATUSES);
/** A status in a list filter: an unknown one is "Select a valid option.". */
const statusFilter = z.enum(SHIFT_STATUSES, { error: messageKey('invalidOption') });

/**
 * What a shift costs, in cents (EUR). Clients see only the total (they pay it to the partner
 * directly); partners and administrators also see the split.
 */
export const shiftCostSchema = z.object({
  totalCost: z.number().check(z.int()),
  employeeEarnings: z.optional(z.number().check(z.int())),
  companyCommission: z.optional(z.number().check(z.int())),
  currency: z.literal('EUR'),
});
export type ShiftCostView = z.infer<typeof shiftCostSchema>;

/** One row of a shift list (administrators, clients, partners' lists). */
export const shiftRowSchema = z.object({
  id: z.string(),
  refNumber: z.number().check(z.int()),
  clientId: z.string(),
  clientName: z.string(),
  position: z.object({ id: z.string(), name: z.string(), nameEl: z.optional(z.string()) }),
  status: shiftStatusSchema,
  /** The partner holding the shift; left out of partners' views of someone else's shift. */
  claimedBy: z.optional(z.string()),
  employeeName: z.optional(z.string()),
  /** Partner lists only: someone else holds this shift, so it is shown without a link. */
  claimedByOther: z.optional(z.boolean()),
  /**
   * Find a shift only: what in the partner's own calendar keeps them from this open shift (the domain's
   * findShiftConflict), with what the refusal would name (`ref`, `start`, `end`, `hours`, `limit`, `shifts`).
   */
  conflict: z.optional(
    z.object({
      reason: z.enum(SHIFT_CONFLICT_REASONS),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
  cost: shiftCostSchema,
  /** When the shift's rates were first boosted (issue 35): partners see it as "Boosted". */
  boostedAt: z.optional(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  /** The claim deadline. */
  deadline: z.string(),
  invoiceId: z.optional(z.string()),
  clientReviewId: z.optional(z.string()),
  reviewScore: z.optional(z.number()),
  cancellationReason: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShiftRow = z.infer<typeof shiftRowSchema>;

export const shiftPageSchema = z.object({ items: z.array(shiftRowSchema), cursor: z.nullable(z.string()) });
export type ShiftPage = z.infer<typeof shiftPageSchema>;

/** The comma-separated parts of a list parameter's value(s). */
const listParts = (value: string | string[]) =>
  (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim());

/**
 * What a list query gets as text and gives as a list: "A,B" (API Gateway joins repeated keys so) or an
 * array. An empty value (`statuses=`, `statuses=A,`) is refused rather than read as no filter (issue 33).
 */
export function csvList<T extends z.core.$ZodType<string, string>>(item: T, max = 25) {
  return z.pipe(
    z.pipe(
      z.pipe(
        z
          .optional(z.union([z.string(), z.array(z.string())]))
          .check(
            z.refine(
              (value) => value === undefined || !listParts(value).includes(''),
              messageKey('invalidOption'),
            ),
          ),
        z.transform((value) => (value === undefined ? [] : listParts(value))),
      ),
      z.array(item).check(z.maxLength(max, messageKey('invalidOption'))),
    ),
    z.transform((list) => [...new Set(list)] as z.output<T>[]),
  );
}

const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** A calendar day of a date filter (whole days 00:00:00–23:59:59 in Asia/Nicosia). */
const day = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, messageKey('invalidDate')),
      z.meta({ format: 'date' }),
    ),
);

/** Opaque cursors are base64url text; a long cap keeps abuse out. */
const cursor = z.optional(z.string().check(z.trim(), z.maxLength(4000)));

/** The filters of the shift lists (spec section 7): any combination. */
export const shiftListQuerySchema = z
  .object({
    statuses: csvList(statusFilter),
    clientIds: csvList(id),
    /** Shifts of this partner (claimedBy). */
    partnerId: z.optional(id),
    positionIds: csvList(id),
    invoiceId: z.optional(id),
    /** Start date from this day (inclusive). */
    from: day,
    /** Start date to this day (inclusive). */
    to: day,
    sort: z.optional(z.enum(SHIFT_SORT_FIELDS)),
    direction: z.optional(z.enum(SORT_DIRECTIONS)),
    cursor,
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: messageKey('endAfterStart'),
      path: ['to'],
    }),
  );
export type ShiftListQuery = z.input<typeof shiftListQuerySchema>;

/** Find a shift: open shifts of the partner's positions (VERIFIED and CLAIMED by default). */
export const findShiftQuerySchema = z.object({
  statuses: csvList(z.enum(OPEN_SHIFT_STATUSES, { error: messageKey('invalidOption') })),
  positionId: z.optional(id),
  cursor,
});

/** My shifts: the filter offers MY_SHIFT_FILTER_STATUSES (domain); any status is accepted. */
export const myShiftsQuerySchema = z.object({
  statuses: csvList(statusFilter),
  sort: z.optional(z.enum(SHIFT_SORT_FIELDS)),
  direction: z.optional(z.enum(SORT_DIRECTIONS)),
  cursor,
});

export const shiftIdPath = z.object({ shiftId: id });
