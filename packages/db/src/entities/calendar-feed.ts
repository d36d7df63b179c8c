import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { idString, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * A partner's private calendar feed: the SHA-256 hash of the random token in its URL (never the token
 * itself). The feed route finds it by hash; regenerating deletes the partner's earlier items, which
 * revokes the old URL.
 */
export const CalendarFeedEntity = defineEntity({
  model: { entity: 'calendarFeed', version: '1', service: SERVICE_NAME },
  attributes: {
    tokenHash: idString,
    partnerId: requiredString,
    createdAt: requiredString,
  },
  indexes: {
    /** The feed of a token (the public feed route, by the token's hash). */
    byTokenHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
    /** A partner's feed tokens (one, or none; more only for an instant while regenerating). */
    byPartner: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['partnerId'] },
      sk: { field: 'gsi3sk', composite: ['tokenHash'] },
    },
  },
});

export type CalendarFeedItem = EntityItem<ReturnType<typeof CalendarFeedEntity>>;
