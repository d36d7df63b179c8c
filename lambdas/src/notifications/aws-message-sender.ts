import { createAwsEmailSender } from './aws-email-sender';
import { createAwsSmsSender } from './aws-sms-sender';
import type { MessageSender } from './message-sender';

/**
 * SMS through SNS (aws-sms-sender.ts) and e-mail through SESv2 (aws-email-sender.ts). SNS_ENDPOINT and
 * SES_ENDPOINT point both at the local outbox; in AWS they are unset and the SDK's endpoints apply.
 */
export function createAwsMessageSender(): MessageSender {
  const email = createAwsEmailSender();
  const sms = createAwsSmsSender();
  return {
    sendSms: (message) => sms.sendSms(message),
    sendEmail: (message) => email.sendEmail(message),
  };
}
