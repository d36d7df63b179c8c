import type { DbService } from '../service';

export interface PositionRecord {
  positionId: string;
  name: string;
  /** The Greek name; '' or absent when there is none. */
  nameEl?: string;
  normalDayHourlyRate: number;
  normalNightHourlyRate: number;
  holidayDayHourlyRate: number;
  holidayNightHourlyRate: number;
  createdAt: string;
  updatedAt: string;
}

export type PositionRates = Pick<
  PositionRecord,
  'normalDayHourlyRate' | 'normalNightHourlyRate' | 'holidayDayHourlyRate' | 'holidayNightHourlyRate'
>;

/** The spec's limit for the positions read (section 7). */
export const POSITIONS_MAX = 200;

export function createPositionRepository(db: DbService) {
  const positions = db.entities.position;
  return {
    /** All positions ordered by name, at most 200. */
    async listPositionsByName(): Promise<PositionRecord[]> {
      const { data } = await positions.query.byName({}).go({ limit: POSITIONS_MAX });
      return data;
    },

    async getPosition(positionId: string): Promise<PositionRecord | undefined> {
      const { data } = await positions.get({ positionId }).go();
      return data ?? undefined;
    },

    /** Creates a position; returns undefined when the id is taken. */
    async createPosition(record: PositionRecord): Promise<PositionRecord | undefined> {
      try {
        const { data } = await positions.create(record).go();
        return data;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** Updates name and rates of an existing position; undefined when it does not exist. */
    async updatePosition(
      positionId: string,
      changes: Pick<PositionRecord, 'name' | 'nameEl' | 'updatedAt'> & PositionRates,
    ): Promise<PositionRecord | undefined> {
      try {
        const { data } = await positions.patch({ positionId }).set(changes).go({ response: 'all_new' });
        return data as PositionRecord;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** Deletes a position; false when it did not exist. */
    async removePosition(positionId: string): Promise<boolean> {
      const { data } = await positions.delete({ positionId }).go({ response: 'all_old' });
      return data !== null && data !== undefined;
    },
  };
}

export type PositionRepository = ReturnType<typeof createPositionRepository>;

/** ElectroDB wraps DynamoDB's ConditionalCheckFailedException; both shapes count. */
export function isConditionFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const name = (current as { name?: string }).name;
    if (name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
