import * as z from 'zod/mini';

import { defineOperation } from '../operation';

import {
  bulkApproveBodySchema,
  clientTimesheetQuerySchema,
  correctedTimesSchema,
  myTimesheetQuerySchema,
  punchBodySchema,
  timesheetPageSchema,
  timesheetQuerySchema,
  timesheetSchema,
} from './attendance-schemas';
import { clientIdPath } from './clients';
import { shiftIdPath } from './shift-schemas';

/** Attendance (issue 34): punches, timesheets, the organisation's approval, the administrators' queue. */

export const shiftPunch = defineOperation({
  id: 'request-punch',
  method: 'POST',
  path: '/api/requests/{shiftId}/punches',
  access: ['EMPLOYEE'],
  area: 'attendance',
  summary:
    'Clock in, start or end a break, or clock out (the partner holding the shift): from 30 minutes before the start, in order, once each; outside the facility radius or without a position only with a reason (flagged). The phone chooses idempotencyKey: a re-sent punch gets its first reply again. Answers the timesheet.',
  input: { path: shiftIdPath, body: punchBodySchema },
  output: timesheetSchema,
});

export const shiftTimesheetGet = defineOperation({
  id: 'request-timesheet',
  method: 'GET',
  path: '/api/requests/{shiftId}/timesheet',
  access: ['EMPLOYEE', 'CLIENT', 'OWNER', 'SYSTEM_USER'],
  area: 'attendance',
  summary:
    "A shift's timesheet with its punches (the partner holding it, its organisation, administrators): planned and actual times, breaks, flags, status; OPEN with no punches before the first clock in.",
  input: { path: shiftIdPath },
  output: timesheetSchema,
});

export const myTimesheetsList = defineOperation({
  id: 'timesheets-mine',
  method: 'GET',
  path: '/api/timesheets/mine',
  access: ['EMPLOYEE'],
  area: 'attendance',
  summary:
    "The partner's own timesheets whose shift starts within whole Nicosia days (today unless given; at most 31 days), by planned start: the partner's day.",
  input: { query: myTimesheetQuerySchema },
  output: z.object({ items: z.array(timesheetSchema) }),
});

export const clientTimesheetsList = defineOperation({
  id: 'timesheets-client',
  method: 'GET',
  path: '/api/clients/{clientId}/timesheets',
  access: ['CLIENT', 'OWNER', 'SYSTEM_USER'],
  area: 'attendance',
  summary:
    "An organisation's timesheets of one status (SUBMITTED unless given: awaiting its approval) by planned start, within whole Nicosia days when given; 10 per page.",
  input: { path: clientIdPath, query: clientTimesheetQuerySchema },
  output: timesheetPageSchema,
});

export const timesheetApprove = defineOperation({
  id: 'timesheet-approve',
  method: 'POST',
  path: '/api/requests/{shiftId}/timesheet/approve',
  access: ['CLIENT', 'OWNER', 'SYSTEM_USER'],
  area: 'attendance',
  summary:
    "Approve a SUBMITTED timesheet (the shift's organisation, administrators): its actual hours are final.",
  input: { path: shiftIdPath },
  output: timesheetSchema,
});

export const timesheetDispute = defineOperation({
  id: 'timesheet-dispute',
  method: 'POST',
  path: '/api/requests/{shiftId}/timesheet/dispute',
  access: ['CLIENT', 'OWNER'],
  area: 'attendance',
  summary:
    "Dispute a SUBMITTED timesheet within its approval window (the shift's organisation), with corrected times, break minutes and a reason; the administrators settle it.",
  input: { path: shiftIdPath, body: correctedTimesSchema },
  output: timesheetSchema,
});

export const timesheetsApproveDay = defineOperation({
  id: 'timesheets-approveDay',
  method: 'POST',
  path: '/api/clients/{clientId}/timesheets/approve-day',
  access: ['CLIENT', 'OWNER', 'SYSTEM_USER'],
  area: 'attendance',
  summary:
    'Approve every SUBMITTED timesheet of an organisation whose shift starts on one Nicosia day; answers how many were approved (one changed meanwhile is left as it is).',
  input: { path: clientIdPath, body: bulkApproveBodySchema },
  output: z.object({ approved: z.number().check(z.int()) }),
});

export const timesheetsQueue = defineOperation({
  id: 'timesheets-queue',
  method: 'GET',
  path: '/api/timesheets',
  access: ['SYSTEM_USER'],
  area: 'attendance',
  summary:
    'The administrators’ timesheets queue: flagged first, then by planned start; SUBMITTED and DISPUTED unless a status is given; by flag, organisation and whole Nicosia days; 20 per page.',
  input: { query: timesheetQuerySchema },
  output: timesheetPageSchema,
});

export const timesheetSettle = defineOperation({
  id: 'timesheet-settle',
  method: 'POST',
  path: '/api/requests/{shiftId}/timesheet/settle',
  access: ['SYSTEM_USER'],
  area: 'attendance',
  summary: 'Settle a DISPUTED timesheet (administrators) with the final times, break minutes and a reason.',
  input: { path: shiftIdPath, body: correctedTimesSchema },
  output: timesheetSchema,
});
