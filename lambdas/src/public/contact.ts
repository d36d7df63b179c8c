import { randomUUID } from 'node:crypto';

import type { ContactRequestValues, FeatureIdeaBody } from '@careshift/contract';
import type { ContactMessageRepository, ContactSendRepository } from '@careshift/db';
import {
  CONTACT_MESSAGES_PER_WINDOW,
  contactWindowAt,
  minutesUntil,
  ThrottledError,
} from '@careshift/domain';

import type { Clock } from '../clock';
import type { Viewer } from '../http/viewer';
import type { MessageSender } from '../notifications/message-sender';

import { acknowledgementEmail, inboxEmail, singleLine, tooManyMessagesMessage } from './contact-texts';

export interface HelpCenterDeps {
  contactMessages: ContactMessageRepository;
  contactSends: ContactSendRepository;
  /** E-mail only: the public area sends no SMS (and bundles no SNS client). */
  sender: Pick<MessageSender, 'sendEmail'>;
  /** The company inbox (CONTACT_INBOX). */
  inbox: string;
  clock: Clock;
  logError(message: string, details: Record<string, unknown>): void;
}

export class ContactThrottledError extends ThrottledError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, retryAfterSeconds, 'CONTACT_THROTTLED');
  }
}

type ContactBody = ContactRequestValues;

/** Counts the message for its address and its e-mail; the 6th in a window is refused (429). */
async function reserveContactSend(deps: HelpCenterDeps, body: ContactBody, sourceIp: string): Promise<void> {
  const now = deps.clock.now();
  const { windowStart, windowEnd } = contactWindowAt(now);
  const senders = [`ip#${sourceIp}`, `email#${body.email.toLowerCase()}`];
  for (const sender of senders) {
    const allowed = await deps.contactSends.recordContactSend({
      sender,
      windowStart,
      limit: CONTACT_MESSAGES_PER_WINDOW,
      expiresAt: windowEnd,
    });
    if (!allowed) {
      const minutes = minutesUntil(windowEnd, now);
      throw new ContactThrottledError(tooManyMessagesMessage(minutes, body.lang), minutes * 60);
    }
  }
}

/** E-mails leave after the enquiry is stored: a failing mail service loses no enquiry (the list keeps it). */
async function sendAll(
  deps: HelpCenterDeps,
  messageId: string,
  emails: { to: string; subject: string; text: string }[],
) {
  const results = await Promise.allSettled(emails.map((email) => deps.sender.sendEmail(email)));
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.logError('Enquiry e-mail not sent', { messageId, error: String(result.reason) });
    }
  }
}

/**
 * settings-contactForm: a filled honeypot answers success and does nothing; otherwise the throttle,
 * then the enquiry is stored and e-mailed to the inbox, with an acknowledgement to the sender.
 */
export async function sendContactMessage(
  deps: HelpCenterDeps,
  body: ContactBody,
  sourceIp: string,
): Promise<null> {
  if (body.website) return null;
  await reserveContactSend(deps, body, sourceIp);
  const messageId = randomUUID();
  const enquiry = {
    name: singleLine(body.name),
    email: body.email,
    phoneNumber: body.phoneNumber,
    subject: body.subject,
    message: body.message,
  };
  await deps.contactMessages.createContactMessage({
    messageId,
    kind: 'CONTACT',
    status: 'NEW',
    ...enquiry,
    lang: body.lang,
    createdAt: deps.clock.now().toISOString(),
  });
  await sendAll(deps, messageId, [
    { to: deps.inbox, ...inboxEmail('contact', enquiry) },
    { to: body.email, ...acknowledgementEmail(enquiry, body.lang) },
  ]);
  return null;
}

/** settings-featureIdea: a signed-in user's idea, stored and e-mailed to the inbox. */
export async function sendFeatureIdea(
  deps: HelpCenterDeps,
  viewer: Viewer,
  body: FeatureIdeaBody,
): Promise<null> {
  const messageId = randomUUID();
  const from = viewer.email ?? viewer.phoneNumber ?? viewer.userId;
  const enquiry = {
    name: `${from} (${viewer.role})`,
    email: viewer.email ?? '',
    subject: singleLine(body.title),
    message: body.description,
  };
  await deps.contactMessages.createContactMessage({
    messageId,
    kind: 'FEATURE_IDEA',
    status: 'NEW',
    ...enquiry,
    email: enquiry.email || from,
    userId: viewer.userId,
    createdAt: deps.clock.now().toISOString(),
  });
  await sendAll(deps, messageId, [{ to: deps.inbox, ...inboxEmail('idea', enquiry) }]);
  return null;
}
