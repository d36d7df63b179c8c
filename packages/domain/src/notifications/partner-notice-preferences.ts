import type { CyprusCity } from '../places/cyprus-places';
import type { Instant } from '../time/instant';
import { nicosiaWallClock } from '../time/nicosia';

/**
 * What a partner chooses to hear of, and how (issue 36 item 2): for each topic, the channels (push to
 * the partner's phones, SMS, e-mail); for new shifts, which ones; and quiet hours. One rule set, read
 * by the outbox sender (lambdas/src/notifications/partner-channels.ts) and shown on the profile page.
 */
export const NOTICE_TOPICS = ['newShifts', 'invitations', 'reminders', 'shiftChanges', 'invoiceDue'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

export const NOTICE_CHANNELS = ['push', 'sms', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export type ChannelChoice = Readonly<Record<NoticeChannel, boolean>>;

/** Which new shifts a partner hears of (always only shifts of its positions). */
export interface NewShiftFilter {
  /** Only shifts at an organisation in these cities (empty: every city). */
  cities: readonly CyprusCity[];
  /** Only night shifts (starting in the night hours). */
  nightsOnly: boolean;
  /** Only shifts of organisations that hold the partner among their favourites. */
  favouritesOnly: boolean;
}

/** Quiet hours on Nicosia's wall clock, "HH:mm"; start after end spans midnight (22:00–07:00). */
export interface QuietHours {
  start: string;
  end: string;
}

export interface PartnerNoticePreferences {
  channels: Readonly<Record<NoticeTopic, ChannelChoice>>;
  newShifts: NewShiftFilter;
  /** None: notices may come at any hour. */
  quietHours?: QuietHours;
}

/**
 * A partner who never saved a choice: what the product did before (SMS about its own shifts and the
 * day-before reminder, e-mail for invoices), plus push wherever the partner has enabled a phone. New
 * shifts and invitations: push only (SMS is the expensive channel, issue 36 item 4).
 */
export const DEFAULT_NOTICE_PREFERENCES: PartnerNoticePreferences = Object.freeze({
  channels: Object.freeze({
    newShifts: { push: true, sms: false, email: false },
    invitations: { push: true, sms: true, email: false },
    reminders: { push: true, sms: true, email: false },
    shiftChanges: { push: true, sms: true, email: false },
    invoiceDue: { push: true, sms: true, email: true },
  }),
  newShifts: Object.freeze({ cities: [], nightsOnly: false, favouritesOnly: false }),
});

/** The hours a shift starting in them counts as a night shift (the system's night hours by default). */
export interface NightHours {
  nightShiftStartHour: number;
  nightShiftEndHour: number;
}

/** The facts of a new shift the filter reads. */
export interface NewShiftFacts {
  positionId: string;
  clientId: string;
  /** The organisation's city (from its address). */
  city?: string;
  startDate: Instant;
}

/** The facts about the partner the filter reads. */
export interface PartnerFacts {
  positionIds: ReadonlySet<string>;
  favouriteOfClientIds: ReadonlySet<string>;
  blockingClientIds: ReadonlySet<string>;
}

/** Whether a shift starts in the night hours (start 22, end 6: 22:00–05:59 Nicosia). */
export function startsAtNight(startDate: Instant, night: NightHours): boolean {
  const hour = nicosiaWallClock(startDate).hour;
  const { nightShiftStartHour: from, nightShiftEndHour: to } = night;
  return from > to ? hour >= from || hour < to : hour >= from && hour < to;
}

/**
 * Whether a new shift is one the partner asked to hear of: of one of its positions, not of an
 * organisation that blocked it, and within its city, night and favourites filters.
 */
export function newShiftFits(
  shift: NewShiftFacts,
  partner: PartnerFacts,
  filter: NewShiftFilter,
  night: NightHours,
): boolean {
  if (!partner.positionIds.has(shift.positionId)) return false;
  if (partner.blockingClientIds.has(shift.clientId)) return false;
  if (filter.cities.length > 0 && !filter.cities.some((city) => city === shift.city)) return false;
  if (filter.nightsOnly && !startsAtNight(shift.startDate, night)) return false;
  return !filter.favouritesOnly || partner.favouriteOfClientIds.has(shift.clientId);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether `now` is within the quiet hours (start included, end not; start = end means none). */
export function inQuietHours(quiet: QuietHours | undefined, now: Instant | Date | number): boolean {
  if (!quiet) return false;
  const wall = nicosiaWallClock(now);
  const minute = wall.hour * 60 + wall.minute;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * The channels a notice of `topic` goes by at `now`. Quiet hours silence push (dropped, not deferred:
 * the phone is not woken, and the notice is in the app) and every new-shift notice; SMS and e-mail about
 * the partner's own shifts, reminders and invoices are never silenced (a cancellation at 23:00 of a
 * 07:00 shift must reach the partner).
 */
export function channelsAt(
  preferences: PartnerNoticePreferences,
  topic: NoticeTopic,
  now: Instant | Date | number,
): ChannelChoice {
  const chosen = preferences.channels[topic];
  if (!inQuietHours(preferences.quietHours, now)) return chosen;
  if (topic === 'newShifts') return { push: false, sms: false, email: false };
  return { ...chosen, push: false };
}

/**
 * Whether the SMS of a new shift is left out (issue 36 item 4): SMS is the expensive channel, so with
 * the switch on (the default) a partner whose push reaches a phone gets no SMS for a new shift.
 */
export function newShiftSmsSuppressed(input: { pushReplacesSms: boolean; pushDelivered: boolean }): boolean {
  return input.pushReplacesSms && input.pushDelivered;
}

/**
 * The push services a subscription's endpoint may name (the browsers' own: Chrome/Android, Firefox,
 * Safari/iOS, Edge/Windows). The server posts to the endpoint, so any other host is refused: a partner
 * cannot make the sender call an address of its choosing.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
] as const;

/**
 * Whether an endpoint is a push service's: https to one of PUSH_SERVICE_HOSTS (or a subdomain), or,
 * locally, the push-service twin's origin (`localOrigin`, unset in AWS).
 */
export function isPushServiceEndpoint(endpoint: string, localOrigin?: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (localOrigin && url.origin === new URL(localOrigin).origin) return true;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** RFC 8291 keys as base64url: p256dh an uncompressed P-256 point (65 bytes), auth 16 bytes. */
export const PUSH_KEY_LENGTHS = { p256dh: 87, auth: 22 } as const;
export const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;
