import type { ShiftStatus } from '@careshift/domain/shifts/status';

import type { DbService } from '../service';

export interface MonthlyShiftStat {
  /** "YYYY-MM", Nicosia month of the shifts' start. */
  month: string;
  status: ShiftStatus;
  shiftCount: number;
  /** Company commission in cents. */
  revenue: number;
}

export interface PartnerYearStat {
  partnerId: string;
  partnerName: string;
  claimedCount: number;
  finishedCount: number;
  canceledCount: number;
  abandonedCount: number;
  noShowCount: number;
}

export interface EntityCounts {
  openShifts: number;
  partners: number;
  clients: number;
}

/** "YYYY-MM" of the month after `month`. */
function nextMonth(month: string): string {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

/**
 * Reads of the precomputed aggregates: each is one key query over a bounded number of items (months ×
 * statuses × shards, partners active in a year, shards), whatever the number of shifts.
 */
export function createAggregateRepository(db: DbService) {
  const { monthlyShiftStat, partnerYearStat, entityCount, clientShiftCount } = db.entities;
  return {
    /** Shift count and revenue per month and status, months `fromMonth`..`toMonth` inclusive. */
    async readMonthlyShiftStats(input: { fromMonth: string; toMonth: string }): Promise<MonthlyShiftStat[]> {
      const { data } = await monthlyShiftStat.query
        .byMonth({})
        .between({ month: input.fromMonth }, { month: nextMonth(input.toMonth) })
        .go({ pages: 'all' });
      const sums = new Map<string, MonthlyShiftStat>();
      for (const item of data) {
        if (item.month > input.toMonth) continue;
        const key = `${item.month}#${item.status}`;
        const sum = sums.get(key) ?? { month: item.month, status: item.status, shiftCount: 0, revenue: 0 };
        sum.shiftCount += item.shiftCount ?? 0;
        sum.revenue += item.revenue ?? 0;
        sums.set(key, sum);
      }
      return [...sums.values()].filter((stat) => stat.shiftCount !== 0 || stat.revenue !== 0);
    },

    /** The statistics rows of every partner with shifts in a Nicosia year ("YYYY"). */
    async readPartnerYearStats(year: string): Promise<PartnerYearStat[]> {
      const { data } = await partnerYearStat.query.byYear({ year }).go({ pages: 'all' });
      return data
        .map((item) => ({
          partnerId: item.partnerId,
          partnerName: item.partnerName,
          claimedCount: item.claimedCount ?? 0,
          finishedCount: item.finishedCount ?? 0,
          canceledCount: item.canceledCount ?? 0,
          abandonedCount: item.abandonedCount ?? 0,
          noShowCount: item.noShowCount ?? 0,
        }))
        .filter(
          (row) =>
            row.claimedCount + row.finishedCount + row.canceledCount + row.abandonedCount + row.noShowCount >
            0,
        );
    },

    /** A client's shift count per status (one key query of at most one item per status). */
    async readClientShiftCounts(clientId: string): Promise<Partial<Record<ShiftStatus, number>>> {
      const { data } = await clientShiftCount.query.byClient({ clientId }).go({ pages: 'all' });
      return Object.fromEntries(data.map((item) => [item.status, item.shiftCount ?? 0]));
    },

    /** Open shifts (VERIFIED), partners and clients. */
    async readEntityCounts(): Promise<EntityCounts> {
      const { data } = await entityCount.query.byShard({}).go({ pages: 'all' });
      return data.reduce<EntityCounts>(
        (sum, shard) => ({
          openShifts: sum.openShifts + (shard.openShifts ?? 0),
          partners: sum.partners + (shard.partners ?? 0),
          clients: sum.clients + (shard.clients ?? 0),
        }),
        { openShifts: 0, partners: 0, clients: 0 },
      );
    },
  };
}

export type AggregateRepository = ReturnType<typeof createAggregateRepository>;
