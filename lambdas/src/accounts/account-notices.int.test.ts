import { describe, expect, it } from 'vitest';

import { accountNoticeIntentId, createRepositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import { RETRY_AFTER_MS, runNotificationRetry } from '../jobs/notification-retry';
import { createRecordingSender } from '../notifications/message-sender';
import type { MessageSender } from '../notifications/message-sender';

import { tellAccountChange } from './account-notices';
import { clientUserWelcome, partnerWelcome } from './welcome-notices';

const AT = '2026-11-29T08:00:00.000Z';
const down: MessageSender = {
  sendSms: () => Promise.reject(new Error('SNS is down')),
  sendEmail: () => Promise.reject(new Error('SES is down')),
};

/**
 * Account notices through the notification outbox (issue 32): the welcome e-mail and SMS commit with the
 * account's records and a sign-in change notice is kept as an intent; nothing is sent on the request,
 * the outbox sender delivers them, a failed SES/SNS call is tried again and nothing is sent twice.
 */
describe('account notices in the notification outbox', () => {
  async function setUp() {
    const repos = createRepositories((await createTestDb()).service);
    const run = (sender: MessageSender, minutes: number) =>
      runNotificationRetry({
        deps: {
          notificationIntents: repos.notificationIntents,
          notifier: { shiftChanged: () => Promise.reject(new Error('no shift notices here')) },
          standing: { ...repos, sender, logError: () => undefined },
        },
        now: new Date(Date.parse(AT) + RETRY_AFTER_MS + (minutes + 1) * 60_000),
      });
    const pending = () =>
      repos.notificationIntents.listPendingIntents({ createdBefore: '9999-01-01', limit: 20 });
    return { repos, run, pending };
  }

  it('should commit the welcome with the new user, send it only from the outbox, retry a failed send and send once', async () => {
    const { repos, run, pending } = await setUp();
    const user = {
      userId: 'user-welcome',
      clientId: 'client-1',
      firstName: 'Andreas',
      lastName: 'Christou',
      email: 'andreas@hermes.example',
      status: 'VERIFIED' as const,
      lang: 'el' as const,
      owner: false,
      createdAt: AT,
      updatedAt: AT,
    };
    const welcome = await clientUserWelcome(
      { appUrl: async () => 'https://careshift.example' },
      user,
      'Hermes Care',
      AT,
    );
    expect(await repos.clientUsers.createClientUser(user, welcome)).toBe(true);
    // A second create of the same id writes neither the user nor a second welcome.
    expect(await repos.clientUsers.createClientUser(user, welcome)).toBe(false);
    expect((await pending()).map((intent) => intent.intentId)).toEqual([
      accountNoticeIntentId('user-welcome', 'welcome'),
    ]);

    await run(down, 0);
    expect((await pending()).map((intent) => intent.attempts)).toEqual([1]);

    const recording = createRecordingSender();
    await run(recording.sender, 10);
    expect(recording.sent).toEqual([
      {
        channel: 'email',
        to: 'andreas@hermes.example',
        subject: 'Καλώς ήρθατε στο CareShift — Hermes Care',
        text: expect.stringContaining('Γεια σας Andreas,'),
      },
    ]);
    expect(recording.sent[0]?.channel === 'email' && recording.sent[0].text).toContain(
      'https://careshift.example/login?type=client',
    );
    expect(await pending()).toEqual([]);
    await run(recording.sender, 20);
    expect(recording.sent).toHaveLength(1);
  });

  it("should keep a partner's welcome SMS and a sign-in change notice until the outbox sends them, in their languages", async () => {
    const { repos, run, pending } = await setUp();
    const sms = await partnerWelcome(
      { appUrl: async () => undefined },
      { partnerId: 'partner-new', phoneNumber: '+35799100031', firstName: 'Eleni', lang: 'en' },
      AT,
    );
    await repos.notificationIntents.addIntent(sms);
    await tellAccountChange(
      { notificationIntents: repos.notificationIntents, clock: { now: () => new Date(AT) } },
      { id: 'user-1', email: 'owner@hermes.example', lang: 'en' },
      'phoneChanged',
      '+35799111222',
    );
    expect(await pending()).toHaveLength(2);
    const recording = createRecordingSender();
    await run(recording.sender, 0);
    expect(recording.sent).toEqual(
      expect.arrayContaining([
        {
          channel: 'sms',
          to: '+35799100031',
          text: expect.stringMatching(/^CareShift: welcome, Eleni! Sign in with this phone number\./),
        },
        {
          channel: 'email',
          to: 'owner@hermes.example',
          subject: 'Your CareShift phone number was changed',
          text: expect.stringContaining('+35799111222'),
        },
      ]),
    );
    expect(await pending()).toEqual([]);
  });
});
