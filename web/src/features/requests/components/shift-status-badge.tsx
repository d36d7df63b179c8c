import Badge from '@cloudscape-design/components/badge';
import type { BadgeProps } from '@cloudscape-design/components/badge';
import { useTranslation } from 'react-i18next';

import { statusBadgeColour } from '@careshift/domain/status-badge';
import type { StatusBadgeColour } from '@careshift/domain/status-badge';

/** Spec section 4's colour families as Cloudscape badges; "black" has no Cloudscape colour of its own. */
const BADGE_COLOURS: Record<StatusBadgeColour, BadgeProps['color']> = {
  green: 'green',
  warning: 'severity-medium',
  blue: 'blue',
  black: undefined,
  red: 'red',
};

const BLACK: BadgeProps.Style = { root: { background: '#0f141a', color: '#ffffff', borderColor: '#0f141a' } };

/**
 * A shift status in the spec's colours (VERIFIED green, PENDING warning, CLAIMED blue, FINISHED black,
 * the rest red), labelled in the interface language. Could move to web/src/components/status-badge.tsx
 * with a label function for invoice and partner statuses.
 */
export function ShiftStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('requests');
  const colour = statusBadgeColour(status);
  const label = t(`status.${status}`, { defaultValue: status });
  return (
    <Badge color={BADGE_COLOURS[colour]} style={colour === 'black' ? BLACK : undefined}>
      {label}
    </Badge>
  );
}
