import type * as z from 'zod/mini';

import { newShiftFormSchema } from '@careshift/contract';
import type { CreateRowResult, ShiftCreateResult } from '@careshift/contract';
import type { shiftCreateBodySchema } from '@careshift/contract';
import { describeFieldErrors } from '@careshift/contract/field-messages';
import { englishMessage, messageKey } from '@careshift/contract/messages';
import type { ClientRecord } from '@careshift/db';
import type { NewShift, ShiftRecord } from '@careshift/db';
import {
  canClientCreateShifts,
  DEFAULT_SYSTEM_SETTINGS,
  effectiveSettings,
  favouritesOnlyUntil,
  initialShiftStatus,
  isAdministrator,
  NotAllowedError,
  NotFoundError,
  ValidationError,
} from '@careshift/domain';
import type { CostSettings } from '@careshift/domain';

import { BUSINESS_METRICS } from '../http/metrics';
import type { Viewer } from '../http/viewer';

import type { AcceptedRow, FailedRow, RowContext } from './create-rows';
import { checkRow, isFailed, shiftIdFor } from './create-rows';
import { partnerShiftsAround } from './partner-calendar';
import { changeContext, ownClientOf } from './shift-access';
import type { ShiftDeps, ShiftPostingDeps } from './shift-deps';
import { toNoticeShift } from './shift-notices';
import { writeNewShifts } from './write-new-shifts';

export type ShiftCreateBodyValues = z.output<typeof shiftCreateBodySchema>;

/** The position's names a new shift keeps: English, and Greek ('' when it has none). */
interface PositionNames {
  positionName: string;
  positionNameEl: string;
}

const required = (field: string) =>
  new ValidationError(messageKey('required'), { [field]: messageKey('required') });

/** The organisation a shift is posted for (administrators name it), checked like request-create. */
export async function clientFor(
  deps: ShiftDeps,
  viewer: Viewer,
  body: Pick<ShiftCreateBodyValues, 'clientId'>,
): Promise<ClientRecord> {
  const clientId = isAdministrator(viewer) ? body.clientId : ownClientOf(viewer);
  if (!clientId) throw required('clientId');
  const client = await deps.clients.getClient(clientId);
  if (!client) {
    if (isAdministrator(viewer))
      throw new ValidationError(messageKey('organisationNotFound'), {
        clientId: messageKey('organisationNotFound'),
      });
    throw new NotFoundError('Your organisation does not exist.');
  }
  if (!isAdministrator(viewer) && !canClientCreateShifts(client.status)) {
    throw new NotAllowedError(
      'Your organisation must be verified before it can post shifts.',
      'CLIENT_NOT_VERIFIED',
    );
  }
  return client;
}

/** The single-shift rules' context: the position and its rates, the effective configuration, partners. */
export async function rowContext(
  deps: ShiftDeps,
  viewer: Viewer,
  body: Pick<ShiftCreateBodyValues, 'positionId' | 'shifts'>,
  client: ClientRecord,
  now: Date,
): Promise<RowContext & PositionNames> {
  const invalidPosition = (message: string) => new ValidationError(message, { positionId: message });
  if (!isAdministrator(viewer) && !client.positionIds.includes(body.positionId)) {
    throw invalidPosition(messageKey('positionNotOffered'));
  }
  const partnerIds = [...new Set(body.shifts.map((row) => row.claimedBy).filter(Boolean))];
  const [position, system, clientConfig, partners] = await Promise.all([
    deps.positions.getPosition(body.positionId),
    deps.settings.getSystemSettings(),
    deps.settings.getClientSettings(client.clientId),
    isAdministrator(viewer) ? deps.partners.getPartners(partnerIds) : Promise.resolve([]),
  ]);
  if (!position) throw invalidPosition(messageKey('positionNotFound'));
  const { normalDayHourlyRate, normalNightHourlyRate, holidayDayHourlyRate, holidayNightHourlyRate } =
    position;
  return {
    role: viewer.role,
    now,
    clientId: client.clientId,
    positionId: position.positionId,
    positionName: position.name,
    positionNameEl: position.nameEl ?? '',
    rates: { normalDayHourlyRate, normalNightHourlyRate, holidayDayHourlyRate, holidayNightHourlyRate },
    config: effectiveSettings(system ?? DEFAULT_SYSTEM_SETTINGS, clientConfig ?? null),
    partners: new Map(partners.map((partner) => [partner.partnerId, partner])),
    calendarOf: (partnerId, startDate) => partnerShiftsAround(deps, partnerId, startDate),
    markOf: (partnerId) => deps.partnerMarks.markBetween(client.clientId, partnerId),
    timing: newShiftFormSchema({ now, role: viewer.role }),
  };
}

/** The cost configuration snapshotted on a shift: an approved timesheet's hours are priced with it. */
export function costConfigOf(config: CostSettings): CostSettings {
  const { companyCommissionRatePercent, nightShiftStartHour, nightShiftEndHour } = config;
  return { companyCommissionRatePercent, nightShiftStartHour, nightShiftEndHour };
}

function newShiftOf(
  row: AcceptedRow,
  refNumber: number,
  context: RowContext & PositionNames,
  client: ClientRecord,
  viewer: Viewer,
  at: string,
): NewShift {
  const status = initialShiftStatus({ claimedBy: row.partner?.partnerId });
  // Favourites' early access (issue 35): stamped when posted, so a later change of the setting changes later shifts only.
  const onlyFavouritesUntil = favouritesOnlyUntil(at, client.favouritesEarlyAccessHours ?? 0);
  return {
    shiftId: row.shiftId,
    refNumber,
    clientId: client.clientId,
    clientName: client.name,
    positionId: context.positionId,
    positionName: context.positionName,
    ...(context.positionNameEl ? { positionNameEl: context.positionNameEl } : {}),
    positionRates: context.rates,
    status,
    ...(row.partner
      ? {
          claimedBy: row.partner.partnerId,
          partnerName: `${row.partner.firstName} ${row.partner.lastName}`,
          claimedAt: at,
        }
      : {}),
    cost: row.cost,
    costConfig: costConfigOf(context.config),
    startDate: row.startDate,
    endDate: row.endDate,
    deadline: row.deadline,
    ...(onlyFavouritesUntil && !row.partner ? { favouritesOnlyUntil: onlyFavouritesUntil } : {}),
    createdBy: viewer.userId,
    createdAt: at,
  };
}

/**
 * The creation instant of the i-th shift of a batch: a millisecond earlier for each later row, so lists
 * in creation order (newest first, the default) show shifts posted together in date order, as posted
 * (issue 32); the same instant for all would leave them in the order of their random ids.
 */
export function batchCreatedAt(now: Date, index: number): string {
  return new Date(now.getTime() - index).toISOString();
}

function resultOf(row: FailedRow | { index: number; shift: ShiftRecord }): CreateRowResult {
  if ('shift' in row)
    return {
      index: row.index,
      status: 'CREATED',
      requestId: row.shift.shiftId,
      refNumber: row.shift.refNumber,
    };
  return {
    index: row.index,
    status: 'FAILED',
    // Messages may be keys of ours: English text for the row, and the keys beside it (issue 33 item 2).
    message: englishMessage(row.error.message),
    code: row.error.code,
    ...(row.error.params ? { params: row.error.params } : {}),
    ...(row.fieldErrors ? describeFieldErrors(row.fieldErrors) : {}),
  };
}

/** writeNewShifts answers for every record it was given; a gap is a bug, not a user error. */
function writtenShift(written: Map<string, ShiftRecord>, shiftId: string): ShiftRecord {
  const shift = written.get(shiftId);
  if (!shift) throw new Error(`Shift ${shiftId} was not written`);
  return shift;
}

/**
 * request-create (without the idempotency wrapper): every row checked with the single-shift rules and
 * priced with the cost engine under the effective configuration, then written in batches (shifts,
 * audit entries and aggregates in transactions). A request of one shift that breaks a rule fails as a
 * whole (400 with field errors, or the claim rule's 403/409); several rows answer per row.
 */
export async function postShifts(
  deps: ShiftPostingDeps,
  viewer: Viewer,
  body: ShiftCreateBodyValues,
): Promise<ShiftCreateResult> {
  const now = deps.clock.now();
  const client = await clientFor(deps, viewer, body);
  const context = await rowContext(deps, viewer, body, client, now);
  const accepted: AcceptedRow[] = [];
  const failed: FailedRow[] = [];
  for (const [index, row] of body.shifts.entries()) {
    const checked = await checkRow(
      { ...row, index, shiftId: shiftIdFor(viewer.userId, body.idempotencyKey, index) },
      context,
      accepted,
    );
    if (isFailed(checked)) failed.push(checked);
    else accepted.push(checked);
  }
  if (body.shifts.length === 1 && failed[0]) throw failed[0].error;
  const firstRef =
    accepted.length > 0 ? await deps.sequences.allocateRefNumbers('shift', accepted.length) : 0;
  const records = accepted.map((row, i) =>
    newShiftOf(row, firstRef + i, context, client, viewer, batchCreatedAt(now, i)),
  );
  const written = await writeNewShifts(deps, records, changeContext(viewer, now));
  const createdRows = accepted.map((row) => ({
    index: row.index,
    shift: writtenShift(written, row.shiftId),
  }));
  // A rerun after a crash finds some shifts already written: only those written now are new.
  const posted = records.filter((record) => written.get(record.shiftId)?.createdAt === record.createdAt);
  deps.metrics.count(BUSINESS_METRICS.shiftPosted, posted.length);
  // The new-shift notice (issue 36) matches partners by position and honours favourites' early access.
  const notices = posted.map((shift) => ({
    ...toNoticeShift(shift),
    positionId: shift.positionId,
    ...(shift.favouritesOnlyUntil ? { favouritesOnlyUntil: shift.favouritesOnlyUntil } : {}),
  }));
  await deps.notifier.shiftsPosted(notices, viewer.role);
  const results = [...createdRows, ...failed].sort((a, b) => a.index - b.index).map(resultOf);
  return { results, created: createdRows.length, failed: failed.length };
}
