import { describe, expect, it } from 'vitest';

import { createRecordingSender } from './message-sender';
import type { NoticeShift } from './shift-notifier';
import { createShiftNotifier } from './shift-notifier';

const shift: NoticeShift = {
  shiftId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  refNumber: 1042,
  clientId: 'client-a',
  clientName: 'Apollo Clinic',
  positionName: 'Nurse',
  status: 'VERIFIED',
  startDate: '2031-03-13T05:00:00.000Z',
  endDate: '2031-03-13T13:00:00.000Z',
};
const claimed: NoticeShift = {
  ...shift,
  status: 'CLAIMED',
  claimedBy: 'partner-1',
  partnerName: 'Μαρία Γεωργίου',
};

function setup(options: { failSms?: boolean } = {}) {
  const { sender, sent } = createRecordingSender();
  const errors: string[] = [];
  const outbox: { intentId: string; recorded?: string[]; completed?: boolean }[] = [];
  const page = <T>(items: T[]) => Promise.resolve({ items, cursor: null });
  const notifier = createShiftNotifier({
    sender: options.failSms ? { ...sender, sendSms: () => Promise.reject(new Error('SNS down')) } : sender,
    appUrl: 'https://careshift.example/',
    logError: (message) => void errors.push(message),
    notificationIntents: {
      recordSent: async (intentId, keys) => void outbox.push({ intentId, recorded: keys }),
      completeIntent: async (intentId) => void outbox.push({ intentId, completed: true }),
    },
    partnerPrivate: {
      getPartnerInfo: async (id) =>
        id === 'partner-1' ? { phoneNumber: '+35799111111', email: 'p1@example.com', lang: 'el' } : undefined,
    },
    clientUsers: {
      listClientUsers: () =>
        page([
          { email: 'owner@apollo.cy', lang: 'en', status: 'VERIFIED' },
          { email: 'gone@apollo.cy', lang: 'en', status: 'DISABLED' },
        ]),
    },
    systemUsers: {
      listSystemUsers: () =>
        page([
          { email: 'ops@careshift.cy', lang: 'en', status: 'ACTIVE', receiveRequestUpdates: true },
          { email: 'quiet@careshift.cy', lang: 'en', status: 'ACTIVE', receiveRequestUpdates: false },
        ]),
    },
  });
  return { notifier, sent, errors, outbox };
}

describe('shift notifier', () => {
  it('should text the partner in Greek when an administrator assigns them, and mail the client and subscribed administrators', async () => {
    const { notifier, sent } = setup();
    await notifier.shiftChanged({ before: shift, after: claimed, actorRole: 'SYSTEM_USER' });
    expect(sent.map((message) => `${message.channel}:${message.to}`).sort()).toEqual([
      'email:ops@careshift.cy',
      'email:owner@apollo.cy',
      'sms:+35799111111',
    ]);
    const sms = sent.find((message) => message.channel === 'sms');
    expect(sms?.text).toBe(
      'CareShift: σας ανατέθηκε η βάρδια #1042, 13/03 07:00-15:00, Apollo Clinic. https://careshift.example/s/D4-tW9nLRp-hZXCGdyiVDg',
    );
    const client = sent.find((message) => message.to === 'owner@apollo.cy');
    expect(client).toMatchObject({ subject: 'Shift #1042 claimed' });
    expect(client?.channel === 'email' && client.text).toContain(
      'https://careshift.example/s/D4-tW9nLRp-hZXCGdyiVDg',
    );
  });

  it('should not text a partner who claimed the shift themselves', async () => {
    const { notifier, sent } = setup();
    await notifier.shiftChanged({ before: shift, after: claimed, actorRole: 'EMPLOYEE' });
    expect(sent.some((message) => message.channel === 'sms')).toBe(false);
  });

  it('should tell the partner and the client when a claim is cancelled, and name the abandoned outcome', async () => {
    const { notifier, sent } = setup();
    const abandoned: NoticeShift = { ...claimed, status: 'ABANDONED' };
    await notifier.shiftChanged({
      before: claimed,
      after: abandoned,
      actorRole: 'SYSTEM_USER',
      reason: 'Sick',
    });
    const client = sent.find((message) => message.to === 'owner@apollo.cy');
    expect(client?.channel === 'email' && client.text).toContain('The claim deadline has passed');
    const sms = sent.find((message) => message.channel === 'sms')?.text;
    expect(sms).toContain('Λόγος: Sick');
    expect(sms).toContain('https://careshift.example/s/D4-tW9nLRp-hZXCGdyiVDg');
  });

  it('should mail the organisation with the reason when an administrator cancels its shift (issue 32 item 12)', async () => {
    const { notifier, sent } = setup();
    const cancelled: NoticeShift = { ...shift, status: 'CANCELED' };
    await notifier.shiftChanged({
      before: shift,
      after: cancelled,
      actorRole: 'SYSTEM_USER',
      reason: 'Ward closed',
    });
    const client = sent.find((message) => message.to === 'owner@apollo.cy');
    expect(client).toMatchObject({ channel: 'email', subject: 'Shift #1042 cancelled by CareShift' });
    expect(client?.channel === 'email' && client.text).toContain('Reason: Ward closed');
    expect(sent.some((message) => message.to === 'gone@apollo.cy')).toBe(false);
  });

  it('should not mail the organisation about a cancellation it made itself', async () => {
    const { notifier, sent } = setup();
    await notifier.shiftChanged({
      before: shift,
      after: { ...shift, status: 'CANCELED' },
      actorRole: 'CLIENT',
    });
    expect(sent.some((message) => message.to === 'owner@apollo.cy')).toBe(false);
  });

  it('should log a failed send and still deliver the other messages', async () => {
    const { notifier, sent, errors } = setup({ failSms: true });
    await notifier.shiftChanged({
      before: claimed,
      after: { ...claimed, status: 'CANCELED' },
      actorRole: 'CLIENT',
    });
    expect(errors).toEqual(['A shift notification could not be sent']);
    expect(sent.map((message) => message.to)).toEqual(['ops@careshift.cy']);
  });

  it('should send one summary for posted shifts and report whether a reminder left', async () => {
    const { notifier, sent } = setup();
    await notifier.shiftsPosted([shift, { ...shift, shiftId: 'shift-2', refNumber: 1043 }], 'CLIENT');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ops@careshift.cy', subject: '2 new shifts for Apollo Clinic' });
    expect(await notifier.remindPartner(claimed)).toBe(true);
    expect(await notifier.remindPartner({ ...claimed, claimedBy: 'nobody' })).toBe(false);
  });

  it('should keep an intent whose SMS failed, recording what left, and send only the rest on the retry', async () => {
    const cancelled = {
      before: claimed,
      after: { ...claimed, status: 'CANCELED' as const },
      actorRole: 'CLIENT' as const,
    };
    const failing = setup({ failSms: true });
    await failing.notifier.shiftChanged(cancelled, { intentId: 'shift-1#3' });
    expect(failing.outbox).toEqual([
      { intentId: 'shift-1#3', recorded: ['statusChanged|email|ops@careshift.cy'] },
    ]);

    const retry = setup();
    await retry.notifier.shiftChanged(cancelled, {
      intentId: 'shift-1#3',
      sent: failing.outbox[0]!.recorded,
    });
    expect(retry.sent.map((message) => message.to)).toEqual(['+35799111111']);
    expect(retry.outbox).toEqual([{ intentId: 'shift-1#3', completed: true }]);
  });
});
