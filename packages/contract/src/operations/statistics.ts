import * as z from 'zod/mini';

import { SHIFT_STATUSES } from '@careshift/domain/shifts/status';

import { defineOperation } from '../operation';

/** Monthly statistics entry (spec section 3): shifts of a status in a Nicosia month, revenue in cents. */
export const monthlyStatisticsEntrySchema = z.object({
  status: z.enum(SHIFT_STATUSES),
  /** "YYYY-MM". */
  date: z.string(),
  shiftCount: z.number().check(z.int()),
  revenue: z.number().check(z.int()),
});
export type MonthlyStatisticsEntry = z.infer<typeof monthlyStatisticsEntrySchema>;

export const monthlyStatisticsSchema = z.object({
  /** The months covered, oldest first (the last 6, ending with the current one). */
  months: z.array(z.string()),
  entries: z.array(monthlyStatisticsEntrySchema),
  /** The dashboard's cards: open (VERIFIED) shifts, partners and clients, from the counters. */
  counts: z.object({
    openShifts: z.number().check(z.int()),
    partners: z.number().check(z.int()),
    clients: z.number().check(z.int()),
  }),
  /**
   * Attendance (issue 34), from the timesheet counters: minutes of APPROVED and SETTLED timesheets of
   * shifts starting this Nicosia month ("hours worked"), and SUBMITTED timesheets ("awaiting approval").
   * Always sent by the server (optional only for older replies held by a client).
   */
  attendance: z.optional(
    z.object({
      workedMinutesThisMonth: z.number().check(z.int()),
      timesheetsAwaitingApproval: z.number().check(z.int()),
    }),
  ),
  /**
   * Messages that left this Nicosia month, by channel (issue 36 item 4: SMS is the costly one),
   * counted as the outbox records them. Optional only for older replies held by a client.
   */
  messages: z.optional(
    z.object({
      sms: z.number().check(z.int()),
      email: z.number().check(z.int()),
      push: z.number().check(z.int()),
    }),
  ),
  /** When the server read the aggregates (the dashboard's "Last update"). */
  generatedAt: z.string(),
});
export type MonthlyStatistics = z.infer<typeof monthlyStatisticsSchema>;

export const monthlyStatisticsGet = defineOperation({
  id: 'request-getMonthlyStatistics',
  method: 'GET',
  path: '/api/stats/monthly',
  access: ['SYSTEM_USER'],
  area: 'stats',
  summary:
    'The dashboard: shift count and revenue per status for the last 6 months, and the entity counts; read from the aggregates only (cost independent of the number of shifts).',
  input: {},
  output: monthlyStatisticsSchema,
});
