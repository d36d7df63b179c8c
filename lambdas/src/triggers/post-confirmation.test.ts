import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

import { createRecordingSender } from '../notifications/message-sender';

import { createPostConfirmationHandler } from './post-confirmation';

function confirmationEvent(triggerSource: string, locale: string): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_Test',
    userName: 'u-1',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    triggerSource,
    request: { userAttributes: { sub: 'u-1', email: 'owner@amathus.example', locale } },
    response: {},
  } as PostConfirmationTriggerEvent;
}

describe('post confirmation trigger', () => {
  const setUp = () => {
    const { sender, sent } = createRecordingSender();
    const handler = createPostConfirmationHandler(() => ({
      sender,
      appUrl: async () => 'https://app.careshift.example',
      now: () => new Date('2026-11-28T08:00:00Z'),
    }));
    return { handler, sent };
  };

  it('should tell the address that the password was changed by a reset, in its language', async () => {
    const { handler, sent } = setUp();
    await handler(confirmationEvent('PostConfirmation_ConfirmForgotPassword', 'en'));
    await handler(confirmationEvent('PostConfirmation_ConfirmForgotPassword', 'el'));
    expect(sent).toMatchObject([
      { to: 'owner@amathus.example', subject: 'Your CareShift password was changed' },
      { to: 'owner@amathus.example', subject: 'Ο κωδικός πρόσβασής σας στο CareShift άλλαξε' },
    ]);
    expect(sent[0]).toMatchObject({ text: expect.stringContaining('28/11/2026 10:00') });
    expect(sent[0]).toMatchObject({
      text: expect.stringContaining('https://app.careshift.example/login?type=client'),
    });
  });

  it('should send nothing after a sign-up confirmation and never fail the reset when mail fails', async () => {
    const { handler, sent } = setUp();
    await handler(confirmationEvent('PostConfirmation_ConfirmSignUp', 'en'));
    expect(sent).toEqual([]);
    const failing = createPostConfirmationHandler(() => ({
      sender: { sendEmail: () => Promise.reject(new Error('SES down')) },
      appUrl: async () => undefined,
      now: () => new Date(),
    }));
    const event = confirmationEvent('PostConfirmation_ConfirmForgotPassword', 'en');
    await expect(failing(event)).resolves.toBe(event);
  });
});
