import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';

import { createRepositories } from '../repositories/create-repositories';
import { contextAt, newShift } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';

import { reindexShifts } from './reindex-shifts';

const NOW = '2026-03-02T08:00:00.000Z';

describe('reindexShifts', async () => {
  const { service, client, tableName } = await createTestDb();
  const repos = createRepositories(service);
  const { created } = await repos.shifts.createShifts(
    Array.from({ length: 7 }, (_, i) =>
      newShift({
        shiftId: `s${i}`,
        positionId: i % 2 === 0 ? 'nurse' : 'carer',
        startDate: `2026-04-1${i}T07:00:00.000Z`,
        createdAt: `2026-03-01T0${i}:00:00.000Z`,
      }),
    ),
    contextAt(NOW),
  );
  const byPosition = async () =>
    (
      await repos.shifts.listClientShifts({
        clientId: 'client-a',
        filter: { positionIds: ['nurse'], statuses: ['VERIFIED', 'CLAIMED'] },
      })
    ).items.map((shift) => shift.shiftId);

  it('should give shifts written before the client-and-position index its keys, once', async () => {
    expect(await byPosition()).toEqual(['s6', 's4', 's2', 's0']);
    // As a shift written before the index existed: without its keys.
    for (const shift of created)
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: (service.entities.shift.get({ shiftId: shift.shiftId }).params() as { Key: object }).Key,
          UpdateExpression: 'REMOVE gsi14pk, gsi14sk',
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    expect(await byPosition()).toEqual([]);

    expect(await reindexShifts(service)).toEqual({ shifts: 7, reindexed: 7, changedMeanwhile: 0 });
    expect(await byPosition()).toEqual(['s6', 's4', 's2', 's0']);
    expect(await reindexShifts(service)).toEqual({ shifts: 7, reindexed: 0, changedMeanwhile: 0 });
  });
});
