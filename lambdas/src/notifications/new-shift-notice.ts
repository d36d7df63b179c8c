import { newNotificationIntent } from '@careshift/db';
import type { NotificationIntent, PushRepository, PushSubscriptionRecord } from '@careshift/db';
import {
  channelsAt,
  DEFAULT_NOTICE_PREFERENCES,
  DEFAULT_SYSTEM_SETTINGS,
  isInEarlyAccess,
  newShiftFits,
  newShiftSmsSuppressed,
} from '@careshift/domain';
import type { NightHours, PartnerMarks, PartnerNoticePreferences } from '@careshift/domain';

import type { MessageSender } from './message-sender';
import { newShiftTexts } from './new-shift-texts';
import type { NewShiftFactsOfNotice } from './new-shift-texts';
import { noticeLanguage } from './notification-texts';
import { createPartnerChannels, pushKey } from './partner-channels';
import type { PartnerChannelDeps } from './partner-channels';
import type { PushPayload } from './push-sender';
import type { NoticeIntentRef } from './shift-notifier';

/** A new shift as the outbox keeps it for the new-shift notice. */
export interface NewShiftEntry extends NewShiftFactsOfNotice {
  positionId: string;
  clientId: string;
  favouritesOnlyUntil?: string;
}

/** "New shifts that fit you" (issue 36 item 3): one post's open shifts, written to the outbox with it. */
export interface NewShiftsNotice {
  type: 'newShifts';
  shifts: NewShiftEntry[];
}

export function isNewShiftsNotice(notice: unknown): notice is NewShiftsNotice {
  return typeof notice === 'object' && notice !== null && 'type' in notice && notice.type === 'newShifts';
}

/** The post's open shifts (VERIFIED, nobody assigned) as the notice keeps them. */
export function newShiftEntriesOf(
  shifts: readonly (NewShiftFactsOfNotice & {
    clientId: string;
    status: string;
    claimedBy?: string;
    positionId?: string;
    favouritesOnlyUntil?: string;
  })[],
): NewShiftEntry[] {
  return shifts
    .filter((shift) => shift.status === 'VERIFIED' && !shift.claimedBy && shift.positionId)
    .map((shift) => ({
      shiftId: shift.shiftId,
      refNumber: shift.refNumber,
      positionId: shift.positionId as string,
      positionName: shift.positionName,
      ...(shift.positionNameEl ? { positionNameEl: shift.positionNameEl } : {}),
      clientId: shift.clientId,
      clientName: shift.clientName,
      startDate: shift.startDate,
      endDate: shift.endDate,
      ...(shift.favouritesOnlyUntil ? { favouritesOnlyUntil: shift.favouritesOnlyUntil } : {}),
    }));
}

/** The intent of a post: one per post (its first new shift names it), whatever the number of shifts. */
export function newShiftsIntent(shifts: NewShiftEntry[], createdAt: string): NotificationIntent {
  const notice: NewShiftsNotice = { type: 'newShifts', shifts };
  return newNotificationIntent(`newShifts#${shifts[0]?.shiftId ?? ''}`, notice, createdAt);
}

export interface NewShiftNoticeDeps extends PartnerChannelDeps {
  push: PartnerChannelDeps['push'] & Pick<PushRepository, 'verifiedPartnerIdsOf' | 'preferencesOf'>;
  partnerMarks: { marksOfPartner(partnerId: string): Promise<PartnerMarks> };
  clients: { getClient(clientId: string): Promise<{ address?: { city?: string } } | undefined> };
  partnerPrivate: {
    getPartnerInfo(
      partnerId: string,
    ): Promise<{ phoneNumber?: string; email?: string; lang?: string } | undefined>;
  };
  sender: MessageSender;
  /** The app's public URL (links in SMS and e-mail; push carries app paths). */
  appUrl: () => Promise<string | undefined>;
  /** Whether push replaces a new shift's SMS (the system switch, on by default). */
  pushReplacesSms: boolean;
  nightHours?: NightHours;
  clock: { now(): Date };
}

interface Candidate {
  partnerId: string;
  preferences: PartnerNoticePreferences;
  positionIds: Set<string>;
}

/** The partners who may hear of the post: VERIFIED in one of its positions, with a choice that sends. */
async function candidatesOf(
  deps: NewShiftNoticeDeps,
  shifts: NewShiftEntry[],
  now: Date,
): Promise<Candidate[]> {
  const byPartner = new Map<string, Set<string>>();
  for (const positionId of new Set(shifts.map((shift) => shift.positionId)))
    for (const partnerId of await deps.push.verifiedPartnerIdsOf(positionId))
      byPartner.set(partnerId, (byPartner.get(partnerId) ?? new Set()).add(positionId));
  // Only partners who saved a choice (turning a phone on saves one): one BatchGetItem per 100 partners.
  const preferences = await deps.push.preferencesOf([...byPartner.keys()]);
  return [...preferences]
    .filter(([, saved]) => {
      const channels = channelsAt(saved ?? DEFAULT_NOTICE_PREFERENCES, 'newShifts', now);
      return channels.push || channels.sms || channels.email;
    })
    .map(([partnerId, saved]) => ({
      partnerId,
      preferences: saved,
      positionIds: byPartner.get(partnerId) ?? new Set(),
    }));
}

async function citiesOf(
  deps: NewShiftNoticeDeps,
  shifts: NewShiftEntry[],
): Promise<Map<string, string | undefined>> {
  const ids = [...new Set(shifts.map((shift) => shift.clientId))];
  const clients = await Promise.all(ids.map((clientId) => deps.clients.getClient(clientId)));
  return new Map(ids.map((clientId, i) => [clientId, clients[i]?.address?.city]));
}

/**
 * Sends the post's notice to every partner it fits (one summary each): push, SMS and e-mail as it chose,
 * no SMS when push reached it and the switch is on. What left is recorded and counted by channel.
 */
export async function sendNewShiftsNotice(
  deps: NewShiftNoticeDeps,
  notice: NewShiftsNotice,
  intent: NoticeIntentRef,
): Promise<void> {
  const channels = createPartnerChannels(deps);
  const now = deps.clock.now();
  const done = new Set(intent.sent ?? []);
  const open = notice.shifts;
  const [candidates, cities, appUrl] = await Promise.all([
    candidatesOf(deps, open, now),
    citiesOf(deps, open),
    deps.appUrl(),
  ]);
  const night = deps.nightHours ?? DEFAULT_SYSTEM_SETTINGS;
  const sent: string[] = [];
  let failed = 0;
  for (const candidate of candidates) {
    const marks = await deps.partnerMarks.marksOfPartner(candidate.partnerId);
    const facts = { positionIds: candidate.positionIds, ...marks };
    const fitting = open.filter(
      (shift) =>
        newShiftFits(
          { ...shift, city: cities.get(shift.clientId) },
          facts,
          candidate.preferences.newShifts,
          night,
        ) &&
        (!isInEarlyAccess(shift.favouritesOnlyUntil, now) || marks.favouriteOfClientIds.has(shift.clientId)),
    );
    if (fitting.length === 0) continue;
    const outcome = await notifyPartner(deps, channels, { candidate, fitting, appUrl, now, done });
    sent.push(...outcome.sent);
    failed += outcome.failed;
  }
  await channels.record(intent.intentId, sent, failed === 0, now);
}

interface Outcome {
  sent: string[];
  failed: number;
}

/** Push to each phone not yet reached; whether a phone has it (now or on an earlier try). */
async function pushToPhones(
  channels: ReturnType<typeof createPartnerChannels>,
  devices: PushSubscriptionRecord[],
  payload: PushPayload,
  done: ReadonlySet<string>,
): Promise<Outcome & { delivered: boolean }> {
  const outcome: Outcome & { delivered: boolean } = {
    sent: [],
    failed: 0,
    delivered: devices.some((device) => done.has(pushKey('newShifts', device))),
  };
  for (const device of devices.filter((d) => !done.has(pushKey('newShifts', d)))) {
    const result = await channels.push(device, 'newShifts', payload);
    if (result === 'sent') outcome.sent.push(pushKey('newShifts', device));
    if (result === 'failed') outcome.failed += 1;
  }
  outcome.delivered ||= outcome.sent.length > 0;
  return outcome;
}

/** The SMS and e-mail the partner chose (the SMS left out when push replaces it), not yet sent. */
async function sendOthers(
  deps: NewShiftNoticeDeps,
  messages: { key: string; wanted: boolean; send: () => Promise<void> }[],
  done: ReadonlySet<string>,
): Promise<Outcome> {
  const due = messages.filter(({ key, wanted }) => wanted && !done.has(key));
  const results = await Promise.allSettled(due.map((message) => message.send()));
  return {
    sent: due.filter((_, i) => results[i]?.status === 'fulfilled').map(({ key }) => key),
    failed: results.filter((result) => result.status === 'rejected').length,
  };
}

/** The partner's notice in its language: one shift opens it, several open Find a shift. */
function noticeOf(fitting: NewShiftEntry[], lang: 'en' | 'el', appUrl: string | undefined) {
  const first = fitting[0] as NewShiftEntry;
  const path = fitting.length === 1 ? `/requests/${first.shiftId}` : '/find-a-shift';
  const texts = newShiftTexts(fitting, lang, appUrl ? `${appUrl.replace(/\/$/, '')}${path}` : undefined);
  const payload: PushPayload = {
    title: texts.title,
    body: texts.body,
    url: path,
    tag: `new-shifts-${first.shiftId}`,
    lang,
  };
  return { texts, payload };
}

async function notifyPartner(
  deps: NewShiftNoticeDeps,
  channels: ReturnType<typeof createPartnerChannels>,
  input: {
    candidate: Candidate;
    fitting: NewShiftEntry[];
    appUrl: string | undefined;
    now: Date;
    done: ReadonlySet<string>;
  },
): Promise<Outcome> {
  const { candidate, fitting, appUrl, now, done } = input;
  const plan = await channels.plan(candidate.partnerId, 'newShifts', now);
  const info = await deps.partnerPrivate.getPartnerInfo(candidate.partnerId);
  const { texts, payload } = noticeOf(fitting, noticeLanguage(info?.lang), appUrl);
  const pushed = await pushToPhones(channels, plan.devices, payload, done);
  const smsOff = newShiftSmsSuppressed({
    pushReplacesSms: deps.pushReplacesSms,
    pushDelivered: pushed.delivered,
  });
  const phone = info?.phoneNumber ?? '';
  const email = info?.email ?? '';
  const others = await sendOthers(
    deps,
    [
      {
        key: `newShifts|sms|${phone}`,
        wanted: plan.channels.sms && !smsOff && Boolean(phone),
        send: () => deps.sender.sendSms({ to: phone, text: texts.sms }),
      },
      {
        key: `newShifts|email|${email}`,
        wanted: plan.channels.email && Boolean(email),
        send: () => deps.sender.sendEmail({ to: email, subject: texts.subject, text: texts.text }),
      },
    ],
    done,
  );
  const failed = pushed.failed + others.failed;
  if (failed > 0) deps.logError('A new-shift notice could not be sent', { partnerId: candidate.partnerId });
  return { sent: [...pushed.sent, ...others.sent], failed };
}
