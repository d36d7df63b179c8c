import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';

import { createRepositories } from '../repositories/create-repositories';
import { contextAt, newPartner, partnerPrivate } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';

import { reindexPartners } from './reindex-partners';

describe('reindexPartners', () => {
  it('should give partners written before the newest-first indexes their keys, once', async () => {
    const { service, client, tableName } = await createTestDb();
    const repos = createRepositories(service);
    for (const i of [1, 2, 3]) {
      const partnerId = `pt-${i}`;
      const createdAt = `2026-03-0${i}T08:00:00.000Z`;
      await repos.partners.createPartner(
        { profile: newPartner({ partnerId, createdAt }), ...partnerPrivate(partnerId) },
        contextAt(createdAt),
      );
      // As a partner written before the indexes existed: without their keys.
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: (service.entities.partner.get({ partnerId }).params() as { Key: object }).Key,
          UpdateExpression: 'REMOVE gsi12pk, gsi12sk, gsi11pk, gsi11sk',
        }),
      );
    }
    const ids = async (status?: 'VERIFIED') =>
      (await repos.partners.listPartners(status ? { status } : {})).items.map((p) => p.partnerId);
    expect(await ids()).toEqual([]);
    expect(await reindexPartners(service)).toEqual({ partners: 3, reindexed: 3, changedMeanwhile: 0 });
    expect(await ids()).toEqual(['pt-3', 'pt-2', 'pt-1']);
    expect(await ids('VERIFIED')).toEqual(['pt-3', 'pt-2', 'pt-1']);
    expect(await reindexPartners(service)).toEqual({ partners: 3, reindexed: 0, changedMeanwhile: 0 });
  });
});
