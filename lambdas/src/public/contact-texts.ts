import type { Language } from '@careshift/domain';

/** Texts of the contact form's replies and e-mails, in the sender's language. Plain text only. */

export function tooManyMessagesMessage(minutes: number, language: Language): string {
  if (language === 'el') {
    return `Στείλατε πολλά μηνύματα. Δοκιμάστε ξανά σε ${minutes} ${minutes === 1 ? 'λεπτό' : 'λεπτά'}.`;
  }
  return `Too many messages. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** One line: no line breaks or control characters from what a sender typed (a name, a title). */
export function singleLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}

export interface EnquiryText {
  name: string;
  email: string;
  phoneNumber?: string | undefined;
  subject: string;
  message: string;
}

/** The e-mail to the company inbox (in English, the operator's language). */
export function inboxEmail(kind: 'contact' | 'idea', enquiry: EnquiryText) {
  const label = kind === 'contact' ? 'Contact form' : 'Feature idea';
  return {
    subject: `${label}: ${singleLine(enquiry.subject)}`,
    text: [
      `${label} from ${singleLine(enquiry.name)}`,
      `E-mail: ${singleLine(enquiry.email)}`,
      ...(enquiry.phoneNumber ? [`Phone: ${enquiry.phoneNumber}`] : []),
      `Subject: ${singleLine(enquiry.subject)}`,
      '',
      enquiry.message,
    ].join('\n'),
  };
}

/** The acknowledgement to the sender, in their language. */
export function acknowledgementEmail(enquiry: EnquiryText, language: Language) {
  const name = singleLine(enquiry.name);
  if (language === 'el') {
    return {
      subject: 'Λάβαμε το μήνυμά σας',
      text: [
        `Γεια σας ${name},`,
        '',
        'Σας ευχαριστούμε που επικοινωνήσατε με το CareShift. Λάβαμε το μήνυμά σας και θα σας απαντήσουμε σύντομα.',
        '',
        'Το μήνυμά σας:',
        enquiry.message,
        '',
        'Η ομάδα του CareShift',
      ].join('\n'),
    };
  }
  return {
    subject: 'We received your message',
    text: [
      `Hello ${name},`,
      '',
      'Thank you for contacting CareShift. We received your message and will get back to you soon.',
      '',
      'Your message:',
      enquiry.message,
      '',
      'The CareShift team',
    ].join('\n'),
  };
}
