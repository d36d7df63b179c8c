import { describe, expect, it } from 'vitest';

import { createPositionRepository } from './repositories/positions';
import { createTestDb } from './testing/test-db';

const rates = {
  normalDayHourlyRate: 1000,
  normalNightHourlyRate: 1200,
  holidayDayHourlyRate: 1500,
  holidayNightHourlyRate: 1800,
};
const at = '2026-11-21T10:00:00.000Z';

describe('createService', () => {
  it('should keep two services in one process on their own tables', async () => {
    const first = createPositionRepository((await createTestDb()).service);
    const second = createPositionRepository((await createTestDb()).service);
    await first.createPosition({
      positionId: 'ONLY_FIRST',
      name: 'First',
      ...rates,
      createdAt: at,
      updatedAt: at,
    });
    expect((await first.listPositionsByName()).map((p) => p.positionId)).toEqual(['ONLY_FIRST']);
    expect(await second.listPositionsByName()).toEqual([]);
  });
});
