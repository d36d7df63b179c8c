import { useState } from 'react';

import { lastWeekWindow, rotaOfLastWeek } from '@careshift/contract';
import type { ShiftPage, ShiftRow } from '@careshift/contract';

import { callOperation } from '../../api/client';

/** A week of three slots a day is 21 shifts (3 pages); reading stops after this many pages. */
const MAX_PAGES = 50;

/** Every shift of the organisation and position starting in the window (requests-list, page by page). */
async function shiftsOfWeek(
  place: { clientId: string; positionId: string },
  window: { from: string; to: string },
): Promise<ShiftRow[]> {
  const rows: ShiftRow[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const reply: ShiftPage = await callOperation('requests-list', {
      query: {
        ...(place.clientId ? { clientIds: place.clientId } : {}),
        positionIds: place.positionId,
        ...window,
        sort: 'startDate' as const,
        direction: 'asc' as const,
        ...(cursor ? { cursor } : {}),
      },
    });
    rows.push(...reply.items);
    cursor = reply.cursor;
    if (!cursor) break;
  }
  return rows;
}

export type CopyOutcome =
  | { kind: 'copied'; count: number; from: string; to: string }
  | { kind: 'nothing'; from: string; to: string }
  | { kind: 'failed'; error: unknown };

/**
 * "Copy last week" (issue 32): last week's shifts of the organisation and position, 7 days later, as
 * the multi-create form's dates and slots. A client user's list is its own organisation already.
 */
export function useCopyLastWeek(apply: (rota: ReturnType<typeof rotaOfLastWeek>) => void): {
  copy: (place: { clientId: string; positionId: string }, earliest: string) => Promise<CopyOutcome>;
  loading: boolean;
} {
  const [loading, setLoading] = useState(false);
  const copy = async (
    place: { clientId: string; positionId: string },
    earliest: string,
  ): Promise<CopyOutcome> => {
    const window = lastWeekWindow(earliest);
    setLoading(true);
    try {
      const rota = rotaOfLastWeek(await shiftsOfWeek(place, window));
      if (rota.count === 0) return { kind: 'nothing', ...window };
      apply(rota);
      return { kind: 'copied', count: rota.count, ...window };
    } catch (error) {
      return { kind: 'failed', error };
    } finally {
      setLoading(false);
    }
  };
  return { copy, loading };
}
