import { createHash, randomBytes } from 'node:crypto';

import type { CalendarFeedLink } from '@careshift/contract';
import type { Repositories, ShiftRecord } from '@careshift/db';
import {
  assertCanActOnPartner,
  formatNicosiaDateTime,
  formatNicosiaTime,
  HELD_SHIFT_STATUSES,
  NotFoundError,
} from '@careshift/domain';
import type { Language } from '@careshift/domain';
import { SHIFT_STATUS_LABELS } from '@careshift/domain/shifts/status-labels';

import type { Clock } from '../clock';
import type { FileResult } from '../http/result';
import type { Viewer } from '../http/viewer';
import { postalLine } from '../pdf/pdf-labels';

export interface CalendarFeedDeps {
  calendarFeeds: Repositories['calendarFeeds'];
  shifts: Pick<Repositories['shifts'], 'listPartnerShifts'>;
  clients: Pick<Repositories['clients'], 'getClient'>;
  partners: Pick<Repositories['partners'], 'getPartner'>;
  /** The partner's language: the feed's texts are written in it. */
  partnerPrivate: Pick<Repositories['partnerPrivate'], 'getPartnerInfo'>;
  clock: Clock;
  /** The app's public origin; the feed is served under its /api. */
  appUrl: string;
}

/** The most shifts one feed lists (newest starts first): years of a busy partner's work. */
export const CALENDAR_FEED_MAX_SHIFTS = 300;
const FEED_NOT_FOUND = 'This calendar link does not exist or was replaced.';

/** The SHA-256 of a feed token, hex: the only form in which a token is stored. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * partner-calendarToken-create: a new random token (256 bits, base64url) for the partner itself; its
 * hash replaces the earlier one, so the earlier URL stops working. The token leaves only in the reply.
 */
export async function createCalendarFeedLink(
  deps: Pick<CalendarFeedDeps, 'calendarFeeds' | 'partners' | 'clock' | 'appUrl'>,
  viewer: Viewer,
  partnerId: string,
): Promise<CalendarFeedLink> {
  assertCanActOnPartner(viewer, partnerId);
  if (!(await deps.partners.getPartner(partnerId))) throw new NotFoundError();
  const token = randomBytes(32).toString('base64url');
  const createdAt = deps.clock.now().toISOString();
  await deps.calendarFeeds.replaceCalendarFeed({ tokenHash: hashFeedToken(token), partnerId, createdAt });
  return { url: `${deps.appUrl.replace(/\/$/, '')}/api/calendar-feeds/${token}`, createdAt };
}

type Address = { street?: string; street2?: string; city?: string; postalCode?: string };

function addressLine(address: Address | undefined, lang: Language): string {
  if (!address) return '';
  return [address.street, address.street2, postalLine(address, lang)].filter(Boolean).join(', ');
}

const FEED_TEXTS = {
  en: { shift: 'Shift', zone: 'Cyprus time' },
  el: { shift: 'Βάρδια', zone: 'ώρα Κύπρου' },
} as const;

function eventOf(shift: ShiftRecord, address: string, appUrl: string, lang: Language) {
  const text = FEED_TEXTS[lang];
  const times = `${formatNicosiaDateTime(shift.startDate)}–${formatNicosiaTime(shift.endDate)} (${text.zone})`;
  const position = (lang === 'el' && shift.positionNameEl) || shift.positionName;
  return {
    id: `${shift.shiftId}@careshift`,
    start: new Date(shift.startDate),
    end: new Date(shift.endDate),
    stamp: new Date(shift.updatedAt),
    summary: `${position} · ${shift.clientName}`,
    location: address,
    description: `${text.shift} #${shift.refNumber} (${SHIFT_STATUS_LABELS[lang][shift.status]}), ${times}`,
    url: `${appUrl.replace(/\/$/, '')}/requests/${shift.shiftId}`,
  };
}

/**
 * partner-calendar-feed: the shifts the partner holds or held (the domain's HELD_SHIFT_STATUSES: claimed,
 * finished, and completed once their invoice is paid) as iCalendar (ical-generator), each
 * with position, organisation, address and times (UTC instants; the calendar's zone is Asia/Nicosia).
 * The token is looked up by its hash; an unknown or replaced one is 404.
 */
export async function renderCalendarFeed(deps: CalendarFeedDeps, token: string): Promise<FileResult> {
  const feed = await deps.calendarFeeds.getCalendarFeed(hashFeedToken(token));
  if (!feed) throw new NotFoundError(FEED_NOT_FOUND);
  const page = await deps.shifts.listPartnerShifts({
    partnerId: feed.partnerId,
    filter: { statuses: [...HELD_SHIFT_STATUSES] },
    sort: { field: 'startDate', direction: 'desc' },
    limit: CALENDAR_FEED_MAX_SHIFTS,
  });
  const lang = (await deps.partnerPrivate.getPartnerInfo(feed.partnerId))?.lang ?? 'en';
  const clientIds = [...new Set(page.items.map((shift) => shift.clientId))];
  const clients = await Promise.all(clientIds.map((clientId) => deps.clients.getClient(clientId)));
  const addresses = new Map(clientIds.map((id, index) => [id, addressLine(clients[index]?.address, lang)]));
  // ical-generator is imported by the first feed read (a file of its own beside the bundle).
  const { default: ical } = await import('ical-generator');
  const calendar = ical({
    name: 'CareShift',
    prodId: { company: 'CareShift', product: 'Shifts', language: 'EN' },
    ttl: 3600,
    x: [{ key: 'X-WR-TIMEZONE', value: 'Asia/Nicosia' }],
  });
  for (const shift of page.items) {
    calendar.createEvent(eventOf(shift, addresses.get(shift.clientId) ?? '', deps.appUrl, lang));
  }
  return {
    file: {
      body: new TextEncoder().encode(calendar.toString()),
      contentType: 'text/calendar; charset=utf-8',
      fileName: 'careshift-shifts.ics',
    },
  };
}
