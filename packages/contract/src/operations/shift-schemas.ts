import * as z from 'zod';

import { SHIFT_SORT_FIELDS, SORT_DIRECTIONS } from '@careshift/domain/shifts/list-order';
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
  totalCost: z.number().int(),
  employeeEarnings: z.number().int().optional(),
  companyCommission: z.number().int().optional(),
  currency: z.literal('EUR'),
});
export type ShiftCostView = z.infer<typeof shiftCostSchema>;

/** One row of a shift list (administrators, clients, partners' lists). */
export const shiftRowSchema = z.object({
  id: z.string(),
  refNumber: z.number().int(),
  clientId: z.string(),
  clientName: z.string(),
  position: z.object({ id: z.string(), name: z.string(), nameEl: z.string().optional() }),
  status: shiftStatusSchema,
  /** The partner holding the shift; left out of partners' views of someone else's shift. */
  claimedBy: z.string().optional(),
  employeeName: z.string().optional(),
  /** Partner lists only: someone else holds this shift, so it is shown without a link. */
  claimedByOther: z.boolean().optional(),
  cost: shiftCostSchema,
  startDate: z.string(),
  endDate: z.string(),
  /** The claim deadline. */
  deadline: z.string(),
  invoiceId: z.string().optional(),
  clientReviewId: z.string().optional(),
  reviewScore: z.number().optional(),
  cancellationReason: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShiftRow = z.infer<typeof shiftRowSchema>;

export const shiftPageSchema = z.object({ items: z.array(shiftRowSchema), cursor: z.string().nullable() });
export type ShiftPage = z.infer<typeof shiftPageSchema>;

/** What a list query gets as text and gives as a list: "A,B" (API Gateway joins repeated keys so) or an array. */
export function csvList<T extends z.ZodType<string, string>>(item: T, max = 25) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? '').split(','))
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(max, messageKey('invalidOption')))
    .transform((list) => [...new Set(list)] as z.output<T>[]);
}

const id = z.string().trim().min(1).max(100);

/** A calendar day of a date filter (whole days 00:00:00–23:59:59 in Asia/Nicosia). */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, messageKey('invalidDate'))
  .optional();

/** Opaque cursors are base64url text; a long cap keeps abuse out. */
const cursor = z.string().trim().max(4000).optional();

/** The filters of the shift lists (spec section 7): any combination. */
export const shiftListQuerySchema = z
  .object({
    statuses: csvList(statusFilter),
    clientIds: csvList(id),
    /** Shifts of this partner (claimedBy). */
    partnerId: id.optional(),
    positionIds: csvList(id),
    invoiceId: id.optional(),
    /** Start date from this day (inclusive). */
    from: day,
    /** Start date to this day (inclusive). */
    to: day,
    sort: z.enum(SHIFT_SORT_FIELDS).optional(),
    direction: z.enum(SORT_DIRECTIONS).optional(),
    cursor,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: messageKey('endAfterStart'),
    path: ['to'],
  });
export type ShiftListQuery = z.input<typeof shiftListQuerySchema>;

/** Find a shift: open shifts of the partner's positions (VERIFIED and CLAIMED by default). */
export const findShiftQuerySchema = z.object({
  statuses: csvList(z.enum(OPEN_SHIFT_STATUSES, { error: messageKey('invalidOption') })),
  positionId: id.optional(),
  cursor,
});

/** My shifts: the filter offers MY_SHIFT_FILTER_STATUSES (domain); any status is accepted. */
export const myShiftsQuerySchema = z.object({
  statuses: csvList(statusFilter),
  sort: z.enum(SHIFT_SORT_FIELDS).optional(),
  direction: z.enum(SORT_DIRECTIONS).optional(),
  cursor,
});

export const shiftIdPath = z.object({ shiftId: id });
