import { ENV, readEnv, readOptionalEnv } from '@careshift/contract';

import { sesOnDemand } from '../aws/ses-on-demand';

import type { MessageSender } from './message-sender';

/**
 * E-mail through SESv2 from MAIL_FROM (with the stage's configuration set, MAIL_CONFIGURATION_SET, in
 * AWS): simple content, and files (an invoice PDF) as SESv2's own Attachments, so no MIME is built here.
 * SES_ENDPOINT points at the local outbox; in AWS it is unset. Areas that only e-mail use this alone, so
 * their bundle holds no SNS client.
 */
export function createAwsEmailSender(): Pick<MessageSender, 'sendEmail'> {
  return {
    async sendEmail({ to, subject, text, attachments }) {
      const { client, sdk } = await sesOnDemand();
      await client.send(
        new sdk.SendEmailCommand({
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
