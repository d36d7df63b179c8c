import type { OperationId } from '@careshift/contract';
import { DEFAULT_NOTICE_PREFERENCES } from '@careshift/domain/notifications/partner-notice-preferences';

import type { MatrixRow } from './authorization-matrix';
import type { Tenant, World } from './support/world';

type PushOperationId =
  | 'partner-notifications-get'
  | 'partner-notifications-update'
  | 'partner-push-subscribe'
  | 'partner-push-unsubscribe'
  | 'partner-push-test';

const own = (world: World, tenant: Tenant) => ({ path: { partnerId: world.partner[tenant] } });

/** A browser subscription's shape (FCM's host; the keys' lengths are RFC 8291's). Subscribing sends nothing. */
const subscription = (tenant: Tenant) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/security-matrix-${tenant}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  userAgent: 'Security matrix',
});

/**
 * The rows of a partner's notifications (issue 36 item 2): the partner itself only — an administrator
 * is refused by role (the phones are the partner's devices, like its calendar link), another partner's
 * answers 404. Turning a phone off again is the same answer, so the removal row needs no set-up; the
 * test push goes to the partner's phones (none here: it answers 0).
 */
export function pushRows(
  ownPartnerOnly: MatrixRow['expect'],
): Record<Extract<OperationId, PushOperationId>, MatrixRow> {
  return {
    'partner-notifications-get': { perTenant: true, request: own, expect: ownPartnerOnly },
    'partner-notifications-update': {
      perTenant: true,
      request: (world, tenant) => ({ ...own(world, tenant), body: DEFAULT_NOTICE_PREFERENCES }),
      expect: ownPartnerOnly,
    },
    'partner-push-subscribe': {
      perTenant: true,
      request: (world, tenant) => ({ ...own(world, tenant), body: subscription(tenant) }),
      expect: ownPartnerOnly,
    },
    'partner-push-unsubscribe': {
      perTenant: true,
      request: (world, tenant) => ({
        path: { partnerId: world.partner[tenant], subscriptionId: 'security-matrix-phone' },
      }),
      expect: ownPartnerOnly,
    },
    'partner-push-test': { perTenant: true, request: own, expect: ownPartnerOnly },
  };
}
