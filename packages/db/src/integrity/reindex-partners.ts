import { createConversions } from 'electrodb';

import type { PartnerStatus } from '@careshift/domain/partners/status';

import type { DbService } from '../service';

import { addMissingKeys } from './add-missing-keys';

/** What `reindexPartners` read and wrote. */
export interface PartnerReindexReport {
  partners: number;
  reindexed: number;
  /** Partners that changed while the walk ran (they were written whole, with every key, by that change). */
  changedMeanwhile: number;
}

/**
 * Gives every stored partner the keys of the newest-first indexes (gsi12 byCreated, gsi11 byStatusCreated;
 * issue 32). DynamoDB fills a new global index only from items that carry its keys, so after deploying
 * over a stage with partners, run this once (`npm run reindex-partners`); without it older partners are
 * missing from /employees. Each partner is updated only if its version is still the one read.
 * Idempotent: partners that have the keys are skipped.
 */
export async function reindexPartners(db: DbService): Promise<PartnerReindexReport> {
  const { partner } = db.entities;
  const conversions = createConversions(partner).byAccessPattern;
  const { read, written, changedMeanwhile } = await addMissingKeys(db, {
    key: 'reindex-partners',
    params: () => partner.query.byLastName({}).params(),
    keysOf: (item) => {
      if (item.gsi12sk !== undefined && item.gsi11sk !== undefined) return undefined;
      const composite = {
        createdAt: String(item.createdAt),
        partnerId: String(item.partnerId),
        status: String(item.status) as PartnerStatus,
      };
      return {
        ...(conversions.byCreated.fromComposite.toKeys(composite) as Record<string, string>),
        ...(conversions.byStatusCreated.fromComposite.toKeys(composite) as Record<string, string>),
      };
    },
  });
  return { partners: read, reindexed: written, changedMeanwhile };
}
