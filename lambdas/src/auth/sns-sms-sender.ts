import { PublishCommand } from '@aws-sdk/client-sns';
import type { SNSClient } from '@aws-sdk/client-sns';

import { allowSmsTo } from '../notifications/sms-countries';

import type { SmsSender } from './request-code';

/**
 * Sign-in codes go out as transactional SMS (higher delivery priority than promotional), and only
 * to the allowed country codes (SMS_COUNTRY_CODES): another number is logged and gets no SMS.
 */
export function createSnsSmsSender(client: SNSClient): SmsSender {
  return {
    async sendSms(phoneNumber, text) {
      if (!allowSmsTo(phoneNumber)) return;
      await client.send(
        new PublishCommand({
          PhoneNumber: phoneNumber,
          Message: text,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          },
        }),
      );
    },
  };
}
