import { QueryCommand } from '#document-lib';
import type { QueryCommandInput } from '#document-lib';

import type { FillFacts } from '@careshift/domain/statistics/fill-rate';

import { documentClientOf } from '../../service';
import type { DbService } from '../../service';

/** What the fill-rate report reads of a shift: the domain's facts and the position's names. */
export type ShiftFillFacts = FillFacts & { positionName: string; positionNameEl?: string };

/** The attributes read (a projection: a fraction of a stored shift). */
const FILL_ATTRIBUTES = [
  'positionId',
  'positionName',
  'positionNameEl',
  'status',
  'createdAt',
  'startDate',
  'updatedAt',
  'claimedAt',
  'claimedVia',
  'boostedAt',
] as const;

/** Days of one slice of the every-shift query: slices are read in parallel. */
const SLICE_DAYS = 10;
const DAY_MS = 86_400_000;

function withProjection(params: object): QueryCommandInput {
  const query = params as QueryCommandInput;
  const names = Object.fromEntries(FILL_ATTRIBUTES.map((name, i) => [`#f${i}`, name]));
  return {
    ...query,
    ExpressionAttributeNames: { ...query.ExpressionAttributeNames, ...names },
    ProjectionExpression: Object.keys(names).join(', '),
  };
}

/** Slices [from, to) into consecutive ranges of at most SLICE_DAYS days. */
export function startSlices(startFrom: string, startBefore: string): [string, string][] {
  const from = Date.parse(startFrom);
  const to = Date.parse(startBefore);
  const slices: [string, string][] = [];
  for (let at = from; at < to; at += SLICE_DAYS * DAY_MS) {
    slices.push([new Date(at).toISOString(), new Date(Math.min(to, at + SLICE_DAYS * DAY_MS)).toISOString()]);
  }
  return slices;
}

/**
 * The fill facts of shifts starting in [startFrom, startBefore): one organisation's through its by-start
 * index (gsi1, `clientByStart`), or every shift's through the all-by-start index (gsi7, `allByStart`) in
 * 10-day slices read in parallel. Each query reads only the report's attributes, every page of its range:
 * the cost grows with the shifts starting in the period, not with the table
 * (docs/decisions/web/fill-rate-reporting.md).
 */
export function createShiftFillFactsRepository(db: DbService) {
  const { shift } = db.entities;
  const { client } = documentClientOf(db);

  async function readAll(params: QueryCommandInput): Promise<ShiftFillFacts[]> {
    const items: ShiftFillFacts[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const response = await client.send(
        new QueryCommand({ ...params, ...(start ? { ExclusiveStartKey: start } : {}) }),
      );
      items.push(...((response.Items ?? []) as ShiftFillFacts[]));
      start = response.LastEvaluatedKey;
    } while (start);
    return items;
  }

  return {
    async readFillFacts(input: {
      clientId?: string;
      startFrom: string;
      startBefore: string;
    }): Promise<ShiftFillFacts[]> {
      const range = (from: string, to: string) => [{ startDate: from }, { startDate: to }] as const;
      if (input.clientId) {
        const params = shift.query
          .clientByStart({ clientId: input.clientId })
          .between(...range(input.startFrom, input.startBefore))
          .params();
        return readAll(withProjection(params));
      }
      const slices = await Promise.all(
        startSlices(input.startFrom, input.startBefore).map(([from, to]) =>
          readAll(
            withProjection(
              shift.query
                .allByStart({})
                .between(...range(from, to))
                .params(),
            ),
          ),
        ),
      );
      return slices.flat();
    },
  };
}

export type ShiftFillFactsRepository = ReturnType<typeof createShiftFillFactsRepository>;
