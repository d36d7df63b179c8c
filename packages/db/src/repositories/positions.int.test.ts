import { beforeEach, describe, expect, it } from 'vitest';

import { createTestDb } from '../testing/test-db';

import { createPositionRepository } from './positions';

const rates = {
  normalDayHourlyRate: 1000,
  normalNightHourlyRate: 1200,
  holidayDayHourlyRate: 1500,
  holidayNightHourlyRate: 1800,
};
const now = '2026-11-21T10:00:00.000Z';

describe('position repository', () => {
  let repo: ReturnType<typeof createPositionRepository>;
  const create = (name: string) =>
    repo.createPosition({ positionId: name.toUpperCase(), name, ...rates, createdAt: now, updatedAt: now });

  // A table per test (a few milliseconds): the list test reads every position in it.
  beforeEach(async () => {
    repo = createPositionRepository((await createTestDb()).service);
  });

  it('should list positions ordered by name', async () => {
    for (const name of ['Nurse', 'Carer', 'Midwife']) await create(name);
    const names = (await repo.listPositionsByName()).map((p) => p.name);
    expect(names).toEqual(['Carer', 'Midwife', 'Nurse']);
  });

  it('should refuse a second position with the same id', async () => {
    const record = { positionId: 'DUP', name: 'Dup', ...rates, createdAt: now, updatedAt: now };
    expect(await repo.createPosition(record)).toBeDefined();
    expect(await repo.createPosition(record)).toBeUndefined();
  });

  it('should update rates and report a missing position', async () => {
    await create('Nurse');
    const updated = await repo.updatePosition('NURSE', {
      name: 'Nurse',
      ...rates,
      normalDayHourlyRate: 1111,
      updatedAt: now,
    });
    expect(updated?.normalDayHourlyRate).toBe(1111);
    expect(await repo.updatePosition('NOPE', { name: 'x', ...rates, updatedAt: now })).toBeUndefined();
  });

  it('should delete a position once', async () => {
    await create('Carer');
    expect(await repo.removePosition('CARER')).toBe(true);
    expect(await repo.removePosition('CARER')).toBe(false);
    expect(await repo.getPosition('CARER')).toBeUndefined();
  });
});
