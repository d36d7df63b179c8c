import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

import { createCustomMessageHandler } from './custom-message';

function messageEvent(
  triggerSource: string,
  userAttributes: Record<string, string>,
): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_Test',
    userName: userAttributes.sub ?? 'u1',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes,
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as unknown as CustomMessageTriggerEvent;
}

const desk = { sub: 'u-1', email: 'desk+1@amathus.example', 'custom:role': 'CLIENT', locale: 'en' };

describe('custom message trigger', () => {
  const handler = createCustomMessageHandler(async () => 'https://app.careshift.example');

  it('should write the reset e-mail in English with the code and the link to the code step', async () => {
    const { response } = await handler(messageEvent('CustomMessage_ForgotPassword', desk));
    expect(response.emailSubject).toBe('Reset your CareShift password');
    expect(response.emailMessage).toContain('Your verification code is: {####}');
    expect(response.emailMessage).toContain(
      'https://app.careshift.example/login?type=client&reset=desk%2B1%40amathus.example',
    );
    expect(response.emailMessage).toContain('Enter the verification code and your new password');
  });

  it('should write the reset e-mail in Greek for a Greek user', async () => {
    const { response } = await handler(
      messageEvent('CustomMessage_ForgotPassword', { ...desk, locale: 'el' }),
    );
    expect(response.emailSubject).toBe('Επαναφορά κωδικού πρόσβασης CareShift');
    expect(response.emailMessage).toContain('Ο κωδικός επαλήθευσης είναι: {####}');
    expect(response.emailMessage).toContain('/login?type=client&reset=desk%2B1%40amathus.example');
  });

  it("should write the new e-mail's code with a link to the user's own page, in both languages", async () => {
    const english = await handler(messageEvent('CustomMessage_UpdateUserAttribute', desk));
    expect(english.response.emailSubject).toBe('Confirm your new CareShift e-mail');
    expect(english.response.emailMessage).toContain('{####}');
    expect(english.response.emailMessage).toContain('https://app.careshift.example/account/users/u-1/edit');
    const greek = await handler(
      messageEvent('CustomMessage_VerifyUserAttribute', {
        ...desk,
        'custom:role': 'SYSTEM_USER',
        locale: 'el',
      }),
    );
    expect(greek.response.emailSubject).toBe('Επιβεβαιώστε το νέο σας e-mail στο CareShift');
    expect(greek.response.emailMessage).toContain('https://app.careshift.example/systemUser/u-1');
  });

  it('should leave other messages to the pool and links out when the app URL is unknown', async () => {
    const invitation = await handler(messageEvent('CustomMessage_AdminCreateUser', desk));
    expect(invitation.response.emailMessage).toBeNull();
    const noUrl = createCustomMessageHandler(async () => undefined);
    const { response } = await noUrl(messageEvent('CustomMessage_ForgotPassword', desk));
    expect(response.emailMessage).toContain('{####}');
    expect(response.emailMessage).toContain('I have a code');
    expect(response.emailMessage).not.toContain('http');
  });
});
