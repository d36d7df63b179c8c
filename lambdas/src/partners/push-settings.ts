import type { NoticePreferencesBody, PartnerNotifications, PushSubscribeBody } from '@careshift/contract';
import { messageKey } from '@careshift/contract';
import { pushSubscriptionId } from '@careshift/db';
import type { PushRepository } from '@careshift/db';
import {
  assertCanActOnPartner,
  DEFAULT_NOTICE_PREFERENCES,
  isPushServiceEndpoint,
  NOTICE_CHANNELS,
  ValidationError,
} from '@careshift/domain';
import type { PartnerNoticePreferences } from '@careshift/domain';

import type { Clock } from '../clock';
import type { Viewer } from '../http/viewer';
import { noticeLanguage } from '../notifications/notification-texts';
import type { VapidKeys } from '../notifications/push-config';
import type { PushSender } from '../notifications/push-sender';

export interface PushSettingsDeps {
  push: Pick<
    PushRepository,
    'listSubscriptions' | 'saveSubscription' | 'removeSubscription' | 'getPreferences' | 'savePreferences'
  >;
  pushSender: PushSender;
  partnerPrivate: { getPartnerInfo(partnerId: string): Promise<{ lang?: string } | undefined> };
  vapidKeys: () => Promise<VapidKeys>;
  /** Locally, the push-service twin's origin (the one http endpoint accepted); unset in AWS. */
  localPushOrigin?: string;
  clock: Clock;
}

async function answer(deps: PushSettingsDeps, partnerId: string): Promise<PartnerNotifications> {
  const [keys, preferences, devices] = await Promise.all([
    deps.vapidKeys(),
    deps.push.getPreferences(partnerId),
    deps.push.listSubscriptions(partnerId),
  ]);
  return {
    vapidPublicKey: keys.publicKey,
    preferences: toBody(preferences ?? DEFAULT_NOTICE_PREFERENCES),
    devices: devices
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((device) => ({
        subscriptionId: device.subscriptionId,
        ...(device.userAgent ? { userAgent: device.userAgent } : {}),
        createdAt: device.createdAt,
      })),
    channels: [...NOTICE_CHANNELS],
  };
}

function toBody(preferences: PartnerNoticePreferences): NoticePreferencesBody {
  return {
    channels: { ...preferences.channels },
    newShifts: { ...preferences.newShifts, cities: [...preferences.newShifts.cities] },
    ...(preferences.quietHours ? { quietHours: { ...preferences.quietHours } } : {}),
  };
}

/** partner-notifications-get: the partner's choices, phones and the VAPID public key. */
export async function getPartnerNotifications(deps: PushSettingsDeps, viewer: Viewer, partnerId: string) {
  assertCanActOnPartner(viewer, partnerId);
  return answer(deps, partnerId);
}

/** partner-notifications-update: saves the choices whole (quiet hours with start = end are none). */
export async function updatePartnerNotifications(
  deps: PushSettingsDeps,
  viewer: Viewer,
  partnerId: string,
  body: NoticePreferencesBody,
) {
  assertCanActOnPartner(viewer, partnerId);
  const quiet =
    body.quietHours && body.quietHours.start !== body.quietHours.end ? body.quietHours : undefined;
  const preferences: PartnerNoticePreferences = {
    channels: body.channels,
    newShifts: body.newShifts,
    ...(quiet ? { quietHours: quiet } : {}),
  };
  await deps.push.savePreferences(partnerId, preferences, deps.clock.now().toISOString());
  return answer(deps, partnerId);
}

/**
 * partner-push-subscribe: keeps the phone's subscription (a browser push service's endpoint only: the
 * sender posts to it). Turning the first phone on saves the partner's choices (the defaults, when it
 * never chose), so the new-shift notice finds it among the partners who chose (new-shift-notice.ts).
 */
export async function subscribePartnerPush(
  deps: PushSettingsDeps,
  viewer: Viewer,
  partnerId: string,
  body: PushSubscribeBody,
) {
  assertCanActOnPartner(viewer, partnerId);
  if (!isPushServiceEndpoint(body.endpoint, deps.localPushOrigin)) {
    const key = messageKey('pushSubscriptionInvalid');
    throw new ValidationError(key, { endpoint: key });
  }
  const now = deps.clock.now().toISOString();
  await deps.push.saveSubscription({
    partnerId,
    subscriptionId: pushSubscriptionId(body.endpoint),
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    ...(body.userAgent ? { userAgent: body.userAgent } : {}),
    createdAt: now,
  });
  if (!(await deps.push.getPreferences(partnerId)))
    await deps.push.savePreferences(partnerId, DEFAULT_NOTICE_PREFERENCES, now);
  return answer(deps, partnerId);
}

/** partner-push-unsubscribe: one phone off (a phone already off: the same answer, as a DELETE may be repeated). */
export async function unsubscribePartnerPush(
  deps: PushSettingsDeps,
  viewer: Viewer,
  path: { partnerId: string; subscriptionId: string },
) {
  assertCanActOnPartner(viewer, path.partnerId);
  await deps.push.removeSubscription(path.partnerId, path.subscriptionId);
  return answer(deps, path.partnerId);
}

const TEST_TEXT = {
  en: {
    title: 'CareShift notifications are on',
    body: 'This phone will tell you about shifts that fit you.',
  },
  el: {
    title: 'Οι ειδοποιήσεις του CareShift είναι ενεργές',
    body: 'Αυτό το τηλέφωνο θα σας ενημερώνει για βάρδιες που σας ταιριάζουν.',
  },
} as const;

/** partner-push-test: a test notification to each phone; an expired subscription is removed. */
export async function testPartnerPush(deps: PushSettingsDeps, viewer: Viewer, partnerId: string) {
  assertCanActOnPartner(viewer, partnerId);
  const [devices, info] = await Promise.all([
    deps.push.listSubscriptions(partnerId),
    deps.partnerPrivate.getPartnerInfo(partnerId),
  ]);
  const lang = noticeLanguage(info?.lang);
  const outcomes = await Promise.all(
    devices.map(async (device) => {
      const outcome = await deps.pushSender
        .send({
          target: device,
          payload: { ...TEST_TEXT[lang], url: '/profile', tag: 'push-test', lang },
          ttlSeconds: 600,
          urgency: 'normal',
        })
        .catch(() => 'failed' as const);
      if (outcome === 'gone') await deps.push.removeSubscription(partnerId, device.subscriptionId);
      return outcome;
    }),
  );
  return { sent: outcomes.filter((outcome) => outcome === 'sent').length };
}
