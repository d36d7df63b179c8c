/** The colour family of a status badge; the web maps it to a Cloudscape badge or status indicator. */
export type StatusBadgeColour = 'green' | 'warning' | 'blue' | 'black' | 'red';

const COLOURS: ReadonlyMap<string, StatusBadgeColour> = new Map([
  ['VERIFIED', 'green'],
  ['REFUNDED', 'green'],
  ['PAID', 'green'],
  ['PENDING', 'warning'],
  ['PENDING_REFUND', 'warning'],
  ['CLAIMED', 'blue'],
  ['FINISHED', 'black'],
]);

/**
 * Spec section 4: VERIFIED, REFUNDED, PAID green; PENDING, PENDING_REFUND warning; CLAIMED blue;
 * FINISHED black; anything else red (so ACTIVE, CANCELED, DISABLED, RESTRICTED … are red).
 */
export function statusBadgeColour(status: string | null | undefined): StatusBadgeColour {
  return (status && COLOURS.get(status)) || 'red';
}
