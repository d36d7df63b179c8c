import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { defineEntity } from './define-entity';

/**
 * When the tokens of a sign-in subject stopped being valid: a user id (disabled, removed, role
 * changed) or a client id (organisation disabled: every one of its users). A token issued at or
 * before `revokedAt` is refused by the API pipeline; tokens issued later (after re-enabling, or
 * with the new role) work. One small item per subject, written only when access is taken away.
 */
export const SignInRevocationEntity = defineEntity({
  model: { entity: 'signInRevocation', version: '1', service: SERVICE_NAME },
  attributes: {
    subject: { type: 'string', required: true, readOnly: true },
    /** Epoch milliseconds. */
    revokedAt: { type: 'number', required: true },
    reason: { type: 'string' },
  },
  indexes: {
    /** The revocation of one subject (read by the pipeline on each signed-in call, briefly cached). */
    bySubject: {
      pk: { field: 'pk', composite: ['subject'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type SignInRevocationItem = EntityItem<ReturnType<typeof SignInRevocationEntity>>;
