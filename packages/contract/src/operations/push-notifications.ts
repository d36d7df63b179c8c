import * as z from 'zod/mini';

import {
  BASE64URL_PATTERN,
  NOTICE_CHANNELS,
  NOTICE_TOPICS,
  PUSH_KEY_LENGTHS,
} from '@careshift/domain/notifications/partner-notice-preferences';

import { CITIES, optionalText, requiredEnum, TIME_PATTERN } from '../forms/fields';
import { messageKey } from '../messages';
import { defineOperation } from '../operation';

import { recordId } from './record-fields';

/*
 * A partner's notifications (issue 36 item 2): its phones that receive push (Web Push subscriptions),
 * and what it hears of by which channel. The partner itself only: an administrator neither reads nor
 * changes another's phones (they are the partner's devices, like its sign-in).
 */

const partnerPath = z.object({ partnerId: recordId });
const subscriptionPath = z.object({ partnerId: recordId, subscriptionId: recordId });

const channelChoiceSchema = z.object({ push: z.boolean(), sms: z.boolean(), email: z.boolean() });
const time = z.string().check(z.trim(), z.regex(TIME_PATTERN, messageKey('invalidTime')));

/** What the partner hears of and how (the domain's PartnerNoticePreferences). */
export const noticePreferencesSchema = z.object({
  channels: z.object(
    Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, channelChoiceSchema])) as Record<
      (typeof NOTICE_TOPICS)[number],
      typeof channelChoiceSchema
    >,
  ),
  newShifts: z.object({
    cities: z.array(requiredEnum(CITIES)).check(z.maxLength(CITIES.length)),
    nightsOnly: z.boolean(),
    favouritesOnly: z.boolean(),
  }),
  quietHours: z.optional(z.object({ start: time, end: time })),
});
export type NoticePreferencesBody = z.output<typeof noticePreferencesSchema>;

/** One phone that receives push, as the partner sees it in its list. */
export const pushDeviceSchema = z.object({
  subscriptionId: z.string(),
  userAgent: z.optional(z.string()),
  createdAt: z.string(),
});

export const partnerNotificationsSchema = z.object({
  /** The VAPID public key (base64url) the browser subscribes with (`applicationServerKey`). */
  vapidPublicKey: z.string(),
  preferences: noticePreferencesSchema,
  devices: z.array(pushDeviceSchema),
  channels: z.array(z.enum(NOTICE_CHANNELS)),
});
export type PartnerNotifications = z.infer<typeof partnerNotificationsSchema>;

const key = (length: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.length(length, messageKey('pushSubscriptionInvalid')),
      z.regex(BASE64URL_PATTERN, messageKey('pushSubscriptionInvalid')),
    );

/** A browser's PushSubscription (`subscription.toJSON()`), with the phone's user agent. */
export const pushSubscribeBodySchema = z.object({
  endpoint: z.string().check(
    z.trim(),
    z.maxLength(1000),
    z.refine((value) => /^https?:\/\/[^\s]+$/.test(value), messageKey('pushSubscriptionInvalid')),
  ),
  keys: z.object({ p256dh: key(PUSH_KEY_LENGTHS.p256dh), auth: key(PUSH_KEY_LENGTHS.auth) }),
  userAgent: optionalText(300),
});
export type PushSubscribeBody = z.output<typeof pushSubscribeBodySchema>;

export const pushTestResultSchema = z.object({ sent: z.number() });

const WHO = 'The partner itself only.';

export const partnerNotificationsGet = defineOperation({
  id: 'partner-notifications-get',
  method: 'GET',
  path: '/api/partners/{partnerId}/notifications',
  access: ['EMPLOYEE'],
  area: 'partners',
  summary: `The partner's notification choices (per topic: push, SMS, e-mail; which new shifts; quiet hours), its phones that receive push, and the VAPID public key to subscribe with. ${WHO}`,
  input: { path: partnerPath },
  output: partnerNotificationsSchema,
});

export const partnerNotificationsUpdate = defineOperation({
  id: 'partner-notifications-update',
  method: 'PUT',
  path: '/api/partners/{partnerId}/notifications',
  access: ['EMPLOYEE'],
  area: 'partners',
  summary: `Save the partner's notification choices (every topic's channels, the new-shift filters, quiet hours on Nicosia time; push in quiet hours is not sent). ${WHO}`,
  input: { path: partnerPath, body: noticePreferencesSchema },
  output: partnerNotificationsSchema,
});

export const partnerPushSubscribe = defineOperation({
  id: 'partner-push-subscribe',
  method: 'POST',
  path: '/api/partners/{partnerId}/push-subscriptions',
  access: ['EMPLOYEE'],
  area: 'partners',
  summary: `Turn push on for this phone: the browser's push subscription (endpoint of a browser's push service, keys p256dh and auth, base64url). The same phone again replaces its keys. ${WHO}`,
  input: { path: partnerPath, body: pushSubscribeBodySchema },
  output: partnerNotificationsSchema,
});

export const partnerPushUnsubscribe = defineOperation({
  id: 'partner-push-unsubscribe',
  method: 'DELETE',
  path: '/api/partners/{partnerId}/push-subscriptions/{subscriptionId}',
  access: ['EMPLOYEE'],
  area: 'partners',
  summary: `Turn push off for one phone (again, or a phone already off: the same answer). ${WHO}`,
  input: { path: subscriptionPath },
  output: partnerNotificationsSchema,
});

export const partnerPushTest = defineOperation({
  id: 'partner-push-test',
  method: 'POST',
  path: '/api/partners/{partnerId}/push-test',
  access: ['EMPLOYEE'],
  area: 'partners',
  summary: `Send a test notification to every phone of the partner; answers how many push services accepted it (a phone whose subscription expired is removed). ${WHO}`,
  input: { path: partnerPath },
  output: pushTestResultSchema,
});
