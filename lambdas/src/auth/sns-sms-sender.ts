import { PublishCommand } from '@aws-sdk/client-sns';
import type { SNSClient } from '@aws-sdk/client-sns';

import type { SmsSender } from './request-code';

/** Sign-in codes go out as transactional SMS (higher delivery priority than promotional). */
export function createSnsSmsSender(client: SNSClient): SmsSender {
  return {
    async sendSms(phoneNumber, text) {
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
