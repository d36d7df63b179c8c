/** One SMS to an E.164 phone number. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** A file sent with an e-mail (an invoice PDF). */
export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** One plain-text e-mail, with files attached when given. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

/**
 * The notifier port: where SMS and e-mail leave the system. SNS and SESv2 in AWS; the local stack's
 * outbox speaks both protocols, so the same adapters run locally. Tests pass a recording fake.
 */
export interface MessageSender {
  sendSms(message: SmsMessage): Promise<void>;
  sendEmail(message: EmailMessage): Promise<void>;
}

/** A sender that keeps what it was asked to send (unit tests). */
export function createRecordingSender() {
  const sent: (({ channel: 'sms' } & SmsMessage) | ({ channel: 'email' } & EmailMessage))[] = [];
  const sender: MessageSender = {
    async sendSms(message) {
      sent.push({ channel: 'sms', ...message });
    },
    async sendEmail(message) {
      sent.push({ channel: 'email', ...message });
    },
  };
  return { sender, sent };
}
