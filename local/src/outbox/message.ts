/** `webhook`: a signed delivery to another organisation's endpoint (Heed's partner intake). */
export type OutboxChannel = 'sms' | 'email' | 'webhook' | 'push';

export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  /** Size in bytes of the decoded content. */
  size: number;
}

/** One SMS or e-mail that would have left the system in AWS (one message per recipient). */
export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  /** E.164 phone number for SMS, e-mail address for e-mail. */
  to: string;
  from?: string;
  subject?: string;
  /** The text body (for an HTML-only e-mail, the HTML with tags stripped). */
  body: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** A Web Push request (channel "push", to the subscription id): its encrypted body and headers. */
  push?: { ciphertext: string; ttl: number; urgency: string; topic?: string };
  /** ISO-8601 UTC instant it was sent. */
  at: string;
}

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'at'> & { at?: string };

export interface OutboxFilter {
  to?: string;
  channel?: OutboxChannel;
  /** Only messages sent at or after this instant (ISO string or Date). */
  since?: string | Date;
}

/** Phone numbers compare without spaces, dashes or brackets; e-mail addresses case-insensitively. */
export function normaliseRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s()-]/g, '');
}
