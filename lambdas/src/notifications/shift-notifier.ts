import { shiftLink } from '@careshift/contract/short-links';
import type { NotificationIntentRepository, PushSubscriptionRecord } from '@careshift/db';
import { isAdministrator, SHIFT_TRANSITIONS } from '@careshift/domain';
import type { Role, ShiftStatus } from '@careshift/domain';

import { createAppUrlResolver } from './app-url';
import type { MessageSender } from './message-sender';
import { newShiftEntriesOf, newShiftsIntent } from './new-shift-notice';
import type { NoticeKind, NoticeParams, ShiftFacts } from './notification-texts';
import { noticeText } from './notification-texts';
import { partnerDeliveriesOf } from './partner-channels';
import type { PartnerChannels } from './partner-channels';
import { partnerPushPayload, topicOf } from './partner-push-texts';
import type { Recipient, RecipientSources } from './recipients';
import { clientRecipients, createSystemRecipientCache, partnerRecipient } from './recipients';

/** The shift fields notices use. */
export interface NoticeShift extends ShiftFacts {
  shiftId: string;
  clientId: string;
  status: ShiftStatus;
  claimedBy?: string;
  partnerName?: string;
  /** Set on new shifts (the new-shift notice matches partners by position). */
  positionId?: string;
  favouritesOnlyUntil?: string;
}

/** Who changed a shift: a signed-in role, or the scheduled sweeps. */
export type NoticeActor = Role | 'SCHEDULER' | undefined;

/** One state change of one shift: the shift before (undefined for a new shift) and after. */
export interface ShiftChangeNotice {
  before?: NoticeShift;
  after: NoticeShift;
  /** Who made the change; SCHEDULER for the sweeps. */
  actorRole: NoticeActor;
  reason?: string;
  penalty?: number;
}

/** The outbox intent a notice comes from, and the deliveries of it that already left. */
export interface NoticeIntentRef {
  intentId: string;
  sent?: readonly string[];
}

export interface ShiftNotifierDeps extends RecipientSources {
  sender: MessageSender;
  /** The notification outbox: what left is recorded, a fully sent intent is removed. */
  notificationIntents: Pick<NotificationIntentRepository, 'recordSent' | 'completeIntent'> &
    Partial<Pick<NotificationIntentRepository, 'addIntent'>>;
  /** Push to partners' phones and their channel choices (issue 36); absent: SMS and e-mail only. */
  partnerChannels?: PartnerChannels;
  clock?: { now(): Date };
  /** The app's public URL, for links in e-mails (unset: APP_URL / the web stack's parameter, see app-url.ts). */
  appUrl?: string;
  /** Where a failed send is reported; a notice never fails the action. */
  logError: (message: string, details: Record<string, unknown>) => void;
}

type Channel = 'sms' | 'email' | 'push';
interface Delivery {
  recipient: Recipient;
  kind: NoticeKind;
  prefer: Channel;
  device?: PushSubscriptionRecord; // the phone a push goes to
}
type Outcome = 'sent' | 'gone' | 'failed';

/**
 * Who hears about a change (issue 6): the partner when assigned, when a claimed shift is cancelled, when an
 * administrator cancels their claim and on a no-show; the client's users when a shift is claimed or a
 * claim cancelled, and when an administrator cancels one of its shifts; system users with "receive request updates" on every state change.
 */
const byAdministrator = ({ actorRole }: ShiftChangeNotice) =>
  actorRole !== 'SCHEDULER' && isAdministrator({ role: actorRole });

/** A move of the domain's cancel-claim kind: the claimed shift open again, or abandoned after its deadline. */
function isClaimCancelled(from: ShiftStatus | undefined, to: ShiftStatus): boolean {
  return SHIFT_TRANSITIONS.some(
    (move) => move.action === 'cancelClaim' && move.from === from && move.to === to,
  );
}

function partnerKind(notice: ShiftChangeNotice): NoticeKind | undefined {
  const { before, after } = notice;
  const from = before?.status;
  if (after.status === 'CLAIMED' && from !== 'CLAIMED' && byAdministrator(notice)) return 'assigned';
  if (from === 'CLAIMED' && after.status === 'CANCELED') return 'cancelledForPartner';
  if (isClaimCancelled(from, after.status) && byAdministrator(notice)) return 'claimCancelledForPartner';
  if (after.status === 'NO_SHOW') return 'noShowForPartner';
  return undefined;
}

function clientKind(notice: ShiftChangeNotice): NoticeKind | undefined {
  const from = notice.before?.status;
  if (notice.after.status === 'CLAIMED' && from !== 'CLAIMED') return 'claimedForClient';
  if (isClaimCancelled(from, notice.after.status)) return 'claimCancelledForClient';
  // The organisation cancels its own shifts; when an administrator does, it must hear of it (issue 32).
  if (notice.after.status === 'CANCELED' && from !== 'CANCELED' && byAdministrator(notice))
    return 'cancelledForClient';
  return undefined;
}

export function createShiftNotifier(deps: ShiftNotifierDeps) {
  /** The new-shift notice of a post (issue 36): its open shifts, for the outbox sender to match. */
  async function writeNewShiftsIntent(shifts: NoticeShift[]): Promise<void> {
    const open = newShiftEntriesOf(shifts);
    if (open.length === 0 || !deps.notificationIntents.addIntent || !deps.partnerChannels) return;
    const now = deps.clock?.now() ?? new Date();
    await deps.notificationIntents.addIntent(newShiftsIntent(open, now.toISOString()));
  }

  const systemRecipients = createSystemRecipientCache(deps);
  const appUrl = deps.appUrl ? async () => deps.appUrl : createAppUrlResolver();
  const linkOf = async (shiftId: string) => {
    const base = await appUrl();
    return base ? shiftLink(base, shiftId) : undefined;
  };

  /** Whether the message left ('gone': a phone whose subscription expired, removed); a failure is logged. */
  async function deliver(delivery: Delivery, params: NoticeParams): Promise<Outcome> {
    const { recipient, kind, device } = delivery;
    const { subject, text, sms: smsText } = noticeText(kind, params, recipient.lang);
    if (device && deps.partnerChannels)
      return deps.partnerChannels.push(
        device,
        topicOf(kind),
        partnerPushPayload(kind, params, recipient.lang),
      );
    const sms = delivery.prefer === 'sms' && recipient.phoneNumber;
    try {
      if (sms) await deps.sender.sendSms({ to: recipient.phoneNumber as string, text: smsText ?? text });
      else if (recipient.email) await deps.sender.sendEmail({ to: recipient.email, subject, text });
      else return 'failed';
      return 'sent';
    } catch (error) {
      deps.logError('A shift notification could not be sent', { kind, shift: params.shift.refNumber, error });
      return 'failed';
    }
  }

  /** A partner's deliveries of a notice: its channels (issue 36), or SMS as before when not wired. */
  async function partnerDeliveries(partnerId: string, kind: NoticeKind): Promise<Delivery[]> {
    const recipient = await partnerRecipient(deps, partnerId);
    if (!recipient) return [];
    if (!deps.partnerChannels) return [{ recipient, kind, prefer: 'sms' }];
    const now = deps.clock?.now() ?? new Date();
    const plan = await deps.partnerChannels.plan(partnerId, topicOf(kind), now);
    return partnerDeliveriesOf(plan, recipient).map((delivery) => ({ ...delivery, kind }));
  }

  async function deliveriesFor(notice: ShiftChangeNotice): Promise<Delivery[]> {
    const deliveries: Delivery[] = [];
    const partnerId = notice.after.claimedBy ?? notice.before?.claimedBy;
    const forPartner = partnerKind(notice);
    if (forPartner && partnerId) deliveries.push(...(await partnerDeliveries(partnerId, forPartner)));
    const forClient = clientKind(notice);
    if (forClient) {
      const users = await clientRecipients(deps, notice.after.clientId);
      deliveries.push(
        ...users.map((recipient) => ({ recipient, kind: forClient, prefer: 'email' as const })),
      );
    }
    if (notice.before && notice.before.status !== notice.after.status) {
      const admins = await systemRecipients();
      deliveries.push(
        ...admins.map((recipient) => ({
          recipient,
          kind: 'statusChanged' as const,
          prefer: 'email' as const,
        })),
      );
    }
    return deliveries;
  }

  async function safely(work: () => Promise<void>, details: Record<string, unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      deps.logError('Shift notification recipients could not be read', { ...details, error });
    }
  }

  /** A delivery's identity within one intent: a retry skips the ones that left. */
  const keyOf = ({ kind, prefer, recipient, device }: Delivery) => {
    if (device) return `${kind}|push|${device.subscriptionId}`;
    return `${kind}|${prefer === 'sms' && recipient.phoneNumber ? `sms|${recipient.phoneNumber}` : `email|${recipient.email ?? ''}`}`;
  };

  /** Records what left; counted by channel when the partner channels are wired (one write). */
  async function record(intentId: string, sentNow: string[], complete: boolean): Promise<void> {
    if (deps.partnerChannels)
      return deps.partnerChannels.record(intentId, sentNow, complete, deps.clock?.now() ?? new Date());
    if (complete) await deps.notificationIntents.completeIntent(intentId);
    else await deps.notificationIntents.recordSent(intentId, sentNow);
  }

  return {
    /**
     * Sends every notice a change calls for; failures are logged, never thrown. With the change's outbox
     * intent, it skips deliveries that already left, records those that leave now, and removes the
     * intent once nothing is left to send (else the notification-retry job tries again later).
     */
    async shiftChanged(notice: ShiftChangeNotice, intent?: NoticeIntentRef): Promise<void> {
      await safely(
        async () => {
          const params: NoticeParams = {
            shift: notice.after,
            partnerName: notice.after.partnerName ?? notice.before?.partnerName,
            reason: notice.reason,
            amount: notice.penalty,
            from: notice.before?.status,
            to: notice.after.status,
            link: await linkOf(notice.after.shiftId),
          };
          const done = new Set(intent?.sent ?? []);
          const reachable = (await deliveriesFor(notice)).filter(
            ({ recipient, device }) => device || recipient.phoneNumber || recipient.email,
          );
          const due = reachable.filter((delivery) => !done.has(keyOf(delivery)));
          const left = await Promise.all(due.map((delivery) => deliver(delivery, params)));
          if (!intent) return;
          const sentNow = due.filter((_, i) => left[i] === 'sent').map(keyOf);
          await record(intent.intentId, sentNow, !left.includes('failed'));
        },
        { shift: notice.after.refNumber },
      );
    },

    /** New shifts: one summary to system users; the partner and the client's users when assigned at creation. */
    async shiftsPosted(shifts: NoticeShift[], actorRole: NoticeActor): Promise<void> {
      const first = shifts[0];
      if (!first) return;
      await safely(
        async () => {
          const admins = await systemRecipients();
          const summary = {
            shift: first,
            count: shifts.length,
            link: shifts.length === 1 ? await linkOf(first.shiftId) : undefined,
          };
          const sends = admins.map((recipient) =>
            deliver({ recipient, kind: 'shiftsPosted', prefer: 'email' }, summary),
          );
          await Promise.all(sends);
          await writeNewShiftsIntent(shifts);
        },
        { shift: first.refNumber },
      );
      // Assigned at creation: the partner and the client's users hear of it (no "before", so no status mail).
      for (const shift of shifts.filter((item) => item.claimedBy))
        await this.shiftChanged({ after: shift, actorRole });
    },

    /**
     * The day-before reminder to the partner of a claimed shift (SMS, else e-mail; push and the
     * partner's choices when wired); true when one left.
     */
    async remindPartner(shift: NoticeShift): Promise<boolean> {
      if (!shift.claimedBy) return false;
      const deliveries = await partnerDeliveries(shift.claimedBy, 'reminder');
      const link = await linkOf(shift.shiftId);
      const left = await Promise.all(deliveries.map((delivery) => deliver(delivery, { shift, link })));
      return left.includes('sent');
    },
  };
}

export type ShiftNotifier = ReturnType<typeof createShiftNotifier>;
