import type { EntityItem } from 'electrodb';

import { REVIEW_QUESTIONS } from '@careshift/domain/reviews/review';

import { SERVICE_NAME } from '../table';

import { idString, requiredEnum, requiredNumber, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/** A client's review of a finished shift (spec section 3): a rating per question, a comment, a score. */
export const ReviewEntity = defineEntity({
  model: { entity: 'review', version: '1', service: SERVICE_NAME },
  attributes: {
    reviewId: idString,
    shiftId: requiredString,
    shiftRef: requiredNumber,
    clientId: requiredString,
    clientName: requiredString,
    partnerId: requiredString,
    score: requiredNumber,
    comment: { type: 'string', default: '' },
    results: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: { question: requiredEnum(REVIEW_QUESTIONS), rating: requiredNumber },
      },
    },
    createdBy: requiredString,
    createdAt: requiredString,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['reviewId'] }, sk: { field: 'sk', composite: [] } },
    /** A partner's reviews, newest last in key order. */
    byPartner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['partnerId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'reviewId'] },
    },
  },
});

export type ReviewItem = EntityItem<ReturnType<typeof ReviewEntity>>;
