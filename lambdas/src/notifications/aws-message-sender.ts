import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';

import { DEFAULT_REGION, ENV, readEnv, readOptionalEnv } from '@careshift/contract';

import type { MessageSender } from './message-sender';
import { allowSmsTo } from './sms-countries';

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

function clientOptions(endpoint: string | undefined) {
  return {
    region: readOptionalEnv(ENV.region) ?? DEFAULT_REGION,
    ...(endpoint ? { endpoint, credentials: LOCAL_CREDENTIALS } : {}),
  };
}

/**
 * SMS through SNS (transactional) and e-mail through SESv2 from MAIL_FROM (simple content; attachments,
 * such as an invoice PDF, as SESv2's own Attachments, so no MIME is built here) (with the stage's
 * configuration set, MAIL_CONFIGURATION_SET, in AWS). SMS go only to SMS_COUNTRY_CODES; another
 * number is logged and skipped. SNS_ENDPOINT and
 * SES_ENDPOINT point both at the local outbox; in AWS they are unset and the SDK's endpoints apply.
 */
export function createAwsMessageSender(): MessageSender {
  let sns: SNSClient | undefined;
  let ses: SESv2Client | undefined;
  return {
    async sendSms({ to, text }) {
      if (!allowSmsTo(to)) return;
      sns ??= new SNSClient(clientOptions(readOptionalEnv(ENV.snsEndpoint)));
      await sns.send(
        new PublishCommand({
          PhoneNumber: to,
          Message: text,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
    },
    async sendEmail({ to, subject, text, attachments }) {
      ses ??= new SESv2Client(clientOptions(readOptionalEnv(ENV.sesEndpoint)));
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: readEnv(ENV.mailFrom),
          ConfigurationSetName: readOptionalEnv(ENV.mailConfigurationSet),
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: { Text: { Data: text, Charset: 'UTF-8' } },
              ...(attachments?.length
                ? {
                    Attachments: attachments.map((file) => ({
                      FileName: file.fileName,
                      ContentType: file.contentType,
                      ContentDisposition: 'ATTACHMENT' as const,
                      ContentTransferEncoding: 'BASE64' as const,
                      RawContent: file.content,
                    })),
                  }
                : {}),
            },
          },
        }),
      );
    },
  };
}
