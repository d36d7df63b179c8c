import { PublishCommand } from '@aws-sdk/client-sns';

import { snsClient } from '../aws/clients';

import { createAwsEmailSender } from './aws-email-sender';
import type { MessageSender } from './message-sender';
import { allowSmsTo } from './sms-countries';

/**
 * SMS through SNS (transactional) and e-mail through SESv2 (aws-email-sender.ts). SMS go only to
 * SMS_COUNTRY_CODES; another number is logged and skipped. SNS_ENDPOINT and SES_ENDPOINT point both at
 * the local outbox; in AWS they are unset and the SDK's endpoints apply.
 */
export function createAwsMessageSender(): MessageSender {
  const email = createAwsEmailSender();
  return {
    async sendSms({ to, text }) {
      if (!allowSmsTo(to)) return;
      await snsClient().send(
        new PublishCommand({
          PhoneNumber: to,
          Message: text,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
    },
    sendEmail: (message) => email.sendEmail(message),
  };
}
