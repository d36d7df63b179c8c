import type { EntityItem } from 'electrodb';

import { PUNCH_KINDS } from '@careshift/domain/attendance/vocabulary';

import { SERVICE_NAME } from '../table';

import { optionalNumber, optionalString, requiredEnum, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * One punch of a partner on a shift (issue 34): clock in, break start or end, clock out. Its id is the
 * phone's idempotency key, so a re-sent offline punch finds its first copy (a conditional create). Kept
 * beside the shift and its timesheet (same partition). No position is stored, only its accuracy and the
 * distance to the facility: no tracking (the privacy notice says so). `reply` is the answer the punch
 * got, sent again as it was to a re-send.
 */
export const PunchEntity = defineEntity({
  model: { entity: 'punch', version: '1', service: SERVICE_NAME },
  attributes: {
    shiftId: { type: 'string', required: true, readOnly: true },
    punchId: { type: 'string', required: true, readOnly: true },
    employeeId: requiredString,
    kind: requiredEnum(PUNCH_KINDS),
    /** When the phone took it (an offline punch keeps its own time). */
    clientTime: requiredString,
    /** When the server received it. */
    receivedAt: requiredString,
    accuracy: optionalNumber,
    distance: optionalNumber,
    reason: optionalString,
    /** TIMESHEET_FLAGS (ElectroDB types a list's items only as strings; the repository types them). */
    flags: { type: 'list', required: true, items: { type: 'string' } },
    reply: { type: 'any' },
  },
  indexes: {
    byShift: {
      pk: { field: 'pk', composite: ['shiftId'] },
      sk: { field: 'sk', composite: ['punchId'] },
    },
  },
});

export type PunchItem = EntityItem<ReturnType<typeof PunchEntity>>;
