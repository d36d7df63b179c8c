import type * as z from 'zod/mini';

import type { ShiftPage } from '@careshift/contract';
import type { findShiftQuerySchema, myShiftsQuerySchema, shiftListQuerySchema } from '@careshift/contract';
import type { ShiftListInput, ShiftRecord } from '@careshift/db';
import { effectiveShiftSort, isAdministrator, isOfferedToPartner } from '@careshift/domain';

import { found } from '../http/found';
import type { Viewer } from '../http/viewer';

import { withConflicts } from './open-shift-conflicts';
import { ownClientOf } from './shift-access';
import type { ShiftDeps } from './shift-deps';
import { toShiftRow } from './shift-views';

type ListDeps = Pick<ShiftDeps, 'shifts' | 'partners' | 'clock'>;
type FindDeps = ListDeps & Pick<ShiftDeps, 'settings' | 'partnerMarks'>;
export type ShiftListQueryValues = z.output<typeof shiftListQuerySchema>;

/** Open-ended day bounds for a filter with only one end. */
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '2999-12-31';

/** The query's filters that are set, as the repository names them. */
function filterOf(query: ShiftListQueryValues): ShiftListInput['filter'] {
  return {
    ...(query.statuses.length ? { statuses: query.statuses } : {}),
    ...(query.clientIds.length ? { clientIds: query.clientIds } : {}),
    ...(query.partnerId ? { partnerIds: [query.partnerId] } : {}),
    ...(query.positionIds.length ? { positionIds: query.positionIds } : {}),
    ...(query.invoiceId ? { invoiceId: query.invoiceId } : {}),
  };
}

/** A page of shift records as the viewer's rows. */
function rowsOf(page: { items: ShiftRecord[]; cursor: string | null }, viewer: Viewer): ShiftPage {
  return { items: page.items.map((shift) => toShiftRow(shift, viewer)), cursor: page.cursor };
}

/** The shift list's filters as the repository reads them (requests-list, and its CSV export). */
export function shiftListInput(query: ShiftListQueryValues, viewer: Viewer): ShiftListInput {
  const dated = Boolean(query.from || query.to);
  const filter = filterOf(query);
  const sort = effectiveShiftSort({
    role: viewer.role,
    sort: { field: query.sort, direction: query.direction },
    hasDateFilter: dated,
  });
  return {
    filter,
    sort,
    cursor: query.cursor ?? null,
    ...(dated ? { startDays: { from: query.from ?? FIRST_DAY, to: query.to ?? LAST_DAY } } : {}),
  };
}

/** requests-list: administrators every shift, clients only their own (whatever clientIds says). */
export async function listShiftsFor(
  deps: ListDeps,
  viewer: Viewer,
  query: ShiftListQueryValues,
): Promise<ShiftPage> {
  const page = isAdministrator(viewer)
    ? await deps.shifts.listShifts(shiftListInput(query, viewer))
    : await deps.shifts.listClientShifts({ ...shiftListInput(query, viewer), clientId: ownClientOf(viewer) });
  return rowsOf(page, viewer);
}

/**
 * requests-findAShift: shifts of the partner's positions that have not started, VERIFIED and CLAIMED by
 * default, soonest first. A shift someone else claimed comes back as `claimedByOther` without a name;
 * an open one the partner's calendar keeps them from carries its `conflict` (overlap, rest, weekly limit).
 * The domain's offer rule (issue 35) leaves out every shift of an organisation that blocked the partner,
 * and a shift in its favourites-only window when the partner is not a favourite: a page may then hold
 * fewer than its size, its cursor still goes on.
 */
export async function findAShift(
  deps: FindDeps,
  viewer: Viewer,
  query: z.output<typeof findShiftQuerySchema>,
): Promise<ShiftPage> {
  const partner = found(
    await deps.partners.getPartner(viewer.userId),
    'Your partner profile does not exist.',
  );
  const asked = query.positionId;
  const positionIds = asked ? partner.positionIds.filter((id) => id === asked) : partner.positionIds;
  if (positionIds.length === 0) return { items: [], cursor: null };
  const now = deps.clock.now().toISOString();
  const statuses = query.statuses.length ? { statuses: query.statuses } : {};
  const [open, marks] = await Promise.all([
    deps.shifts.listOpenShifts({ positionIds, now, ...statuses, cursor: query.cursor ?? null }),
    deps.partnerMarks.marksOfPartner(partner.partnerId),
  ]);
  const offered = open.items.filter(
    (shift) => shift.claimedBy === partner.partnerId || isOfferedToPartner(shift, marks, now),
  );
  return withConflicts(deps, partner, rowsOf({ ...open, items: offered }, viewer));
}

/** requests-mine: the partner's own shifts, newest first unless asked otherwise. */
export async function listMyShifts(
  deps: ListDeps,
  viewer: Viewer,
  query: z.output<typeof myShiftsQuerySchema>,
): Promise<ShiftPage> {
  const page = await deps.shifts.listPartnerShifts({
    partnerId: viewer.userId,
    ...(query.statuses.length ? { filter: { statuses: query.statuses } } : {}),
    sort: { field: query.sort ?? 'startDate', direction: query.direction ?? 'desc' },
    cursor: query.cursor ?? null,
  });
  return rowsOf(page, viewer);
}
