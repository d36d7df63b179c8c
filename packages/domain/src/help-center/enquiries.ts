/** What reaches the company inbox from the Help Center: a contact message or a feature idea. */
export const ENQUIRY_KINDS = ['CONTACT', 'FEATURE_IDEA'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** An administrator marks an enquiry answered once someone replied. */
export const ENQUIRY_STATUSES = ['NEW', 'ANSWERED'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * Public contact messages per sender in one window (abuse defence): 5 per hour per source address and
 * per e-mail address; the 6th is refused with 429.
 */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_SECONDS = 60 * 60;

/** The fixed window (aligned to the hour, epoch seconds) that contains `now`. */
export function contactWindowAt(now: Date, windowSeconds = CONTACT_WINDOW_SECONDS) {
  const seconds = Math.floor(now.getTime() / 1000);
  const windowStart = seconds - (seconds % windowSeconds);
  return { windowStart, windowEnd: windowStart + windowSeconds };
}

/** Whole minutes (at least 1) until the window ends. */
export function minutesUntil(windowEnd: number, now: Date): number {
  return Math.max(1, Math.ceil((windowEnd - Math.floor(now.getTime() / 1000)) / 60));
}
