import type { QueryClient } from '@tanstack/react-query';

import type { ShiftDetail, ShiftPage } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { shiftKeys } from '../../api/query-keys';
import { offlineStoredSession } from '../session';

import { loadSnapshot, saveSnapshot, storeGeneration } from './offline-shifts-store';
import { offlineListData, offlineShiftsOf } from './offline-snapshot';
import type { OfflineSnapshot } from './offline-snapshot';

/** My Shifts' pages read at most for a snapshot (newest start first: the future comes first). */
const MAX_PAGES = 5;

/** A snapshot is read again after this long (or when the partner opens My Shifts, or comes back online). */
export const SNAPSHOT_REFRESH_MS = 10 * 60_000;

/**
 * Reads the partner's next 14 days from the API (requests-mine, every status, then request-get for
 * each shift) and keeps them for reading offline, under the signed-in user's id.
 */
export async function refreshSnapshot(userId: string, now = Date.now()): Promise<OfflineSnapshot> {
  const generation = storeGeneration();
  const pages: ShiftPage[] = [];
  let cursor: string | null = null;
  do {
    const page: ShiftPage = await callOperation('requests-mine', {
      query: { sort: 'startDate', direction: 'desc', ...(cursor ? { cursor } : {}) },
    });
    pages.push(page);
    cursor = page.cursor;
  } while (offlineShiftsOf(pages, now).more && pages.length < MAX_PAGES && cursor);
  const { shifts } = offlineShiftsOf(pages, now);
  const details: Record<string, ShiftDetail> = {};
  for (const shift of shifts) {
    // One at a time: a phone on a weak signal, and the API's rate limits, prefer it.
    details[shift.id] = await callOperation('request-get', { path: { shiftId: shift.id } });
  }
  const snapshot = { userId, savedAt: now, shifts, details };
  // Kept only for the user still signed in here, and not if they signed out meanwhile.
  if (signedInUser() === userId) await saveSnapshot(snapshot, generation);
  return snapshot;
}

/** Who is signed in in this browser now (any tab), whatever the token's age. */
function signedInUser(): string | undefined {
  return offlineStoredSession(window.localStorage, false)?.userId;
}

/**
 * Offline: puts the user's snapshot into the query cache where My Shifts and the shift's page read
 * (their queries are paused without a network, so they show it), dated when it was read. Data the
 * page already holds is left as it is. Returns the snapshot's time, or undefined without one.
 */
export async function showSnapshotOffline(
  queryClient: QueryClient,
  userId: string,
): Promise<number | undefined> {
  const snapshot = await loadSnapshot(userId);
  if (!snapshot) return undefined;
  const updatedAt = snapshot.savedAt;
  for (const { filter, data } of offlineListData(snapshot)) {
    if (queryClient.getQueryData(shiftKeys.mine(filter)) === undefined)
      queryClient.setQueryData(shiftKeys.mine(filter), data, { updatedAt });
  }
  for (const [shiftId, detail] of Object.entries(snapshot.details)) {
    if (queryClient.getQueryData(shiftKeys.detail(shiftId)) === undefined)
      queryClient.setQueryData(shiftKeys.detail(shiftId), detail, { updatedAt });
  }
  return updatedAt;
}

/** When the user's snapshot was read, or undefined. */
export async function snapshotTime(userId: string): Promise<number | undefined> {
  return (await loadSnapshot(userId))?.savedAt;
}
