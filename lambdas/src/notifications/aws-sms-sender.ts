import { snsOnDemand } from '../aws/sns-on-demand';

import type { MessageSender } from './message-sender';
import { allowSmsTo } from './sms-countries';

/** What sends SMS only (an area granted `sms` but not `mail`, e.g. partners). */
export type SmsSender = Pick<MessageSender, 'sendSms'>;

/**
 * SMS through SNS (transactional), only to SMS_COUNTRY_CODES; another number is logged and skipped.
 * SNS_ENDPOINT points at the local outbox; in AWS it is unset and the SDK's endpoint applies.
 */
export function createAwsSmsSender(): SmsSender {
  return {
    async sendSms({ to, text }) {
      if (!allowSmsTo(to)) return;
      const { client, sdk } = await snsOnDemand();
      await client.send(
        new sdk.PublishCommand({
          PhoneNumber: to,
          Message: text,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
    },
  };
}
