import Badge from '@cloudscape-design/components/badge';
import type { BadgeProps } from '@cloudscape-design/components/badge';

import { statusBadgeColour } from './status-badge-colour';
import type { StatusBadgeColour } from './status-badge-colour';

/** The spec's colour families as Cloudscape badge colours; black has none of its own. */
const BADGE_COLOURS: Record<StatusBadgeColour, BadgeProps['color']> = {
  green: 'green',
  warning: 'severity-medium',
  blue: 'blue',
  black: undefined,
  red: 'red',
};

/** Black with white text: contrast well above WCAG AA. */
const BLACK: BadgeProps.Style = { root: { background: '#0f141a', color: '#ffffff', borderColor: '#0f141a' } };

interface StatusBadgeProps {
  /** The status value (VERIFIED, PAID, CLAIMED, …): it picks the colour. */
  status: string;
  /** What the badge says, in the interface language (each area translates its own statuses). */
  label: string;
}

/**
 * A status in the spec's colours, for shifts, invoices and partners alike: VERIFIED, REFUNDED, PAID
 * green; PENDING, PENDING_REFUND warning; CLAIMED blue; FINISHED black; anything else red.
 */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const colour = statusBadgeColour(status);
  return (
    <Badge color={BADGE_COLOURS[colour]} style={colour === 'black' ? BLACK : undefined}>
      {label}
    </Badge>
  );
}
