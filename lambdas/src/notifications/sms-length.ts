import { SegmentedMessage } from 'sms-segments-calculator';

/**
 * SMS length. A text in the GSM-7 alphabet takes 160 characters in one segment (153 per segment when
 * split); one character outside it (any Greek lower-case letter, "–", "’") makes the whole message
 * UCS-2: 70 characters, 67 per segment. Counted by Twilio's sms-segments-calculator.
 */
export function smsSegments(text: string): number {
  return new SegmentedMessage(text).segmentsCount;
}

export function smsEncoding(text: string): string {
  return new SegmentedMessage(text).encodingName;
}

/** Every notice SMS fits in this many segments; the sign-in code in one. */
export const MAX_NOTICE_SEGMENTS = 2;

/** A text cut to at most `max` characters, ending "…" when cut ("..." in a GSM-7 text, which has no "…"). */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const ellipsis = smsEncoding(text) === 'GSM-7' ? '...' : '…';
  return `${chars
    .slice(0, Math.max(0, max - ellipsis.length))
    .join('')
    .trimEnd()}${ellipsis}`;
}

/** An optional piece of an SMS: dropped when it does not fit, or (clip) shortened to fit. */
export interface SmsExtra {
  text: string;
  /** The shortest useful length when shortened; without it the piece is all or nothing. */
  clipTo?: number;
}

/**
 * The SMS: `base` always, then each extra in order while the whole fits in `maxSegments` — a link
 * when it fits, a reason cut short ("…") to the room left. The e-mail carries the full text.
 */
export function fitSms(base: string, extras: readonly SmsExtra[], maxSegments = MAX_NOTICE_SEGMENTS): string {
  let text = base;
  for (const extra of extras) {
    if (smsSegments(text + extra.text) <= maxSegments) {
      text += extra.text;
      continue;
    }
    if (extra.clipTo === undefined) continue;
    let low = extra.clipTo;
    let high = Array.from(extra.text).length - 1;
    let best: string | undefined;
    while (low <= high) {
      const middle = Math.floor((low + high) / 2);
      const candidate = text + clip(extra.text, middle);
      if (smsSegments(candidate) <= maxSegments) {
        best = candidate;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (best !== undefined) text = best;
  }
  return text;
}
