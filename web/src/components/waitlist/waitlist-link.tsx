import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ShiftRow } from '@careshift/contract';
import { isWaitlistOpen } from '@careshift/domain/waitlist/waitlist-rules';

import { PATHS, pathWithId } from '../../app/paths';
import { formatDate } from '../../app/shift-format';
import { registerNamespaces } from '../../i18n';
import { waitlist as elWaitlist } from '../../i18n/locales/el/waitlist';
import { waitlist as enWaitlist } from '../../i18n/locales/en/waitlist';
import { positionLabel } from '../position-name';

registerNamespaces({ waitlist: { en: enWaitlist, el: elWaitlist } });

/**
 * "Join the waitlist" on Find a shift's card of a shift someone else claimed (issue 35 item 3), while
 * it could still come free (the domain's isWaitlistOpen); it opens the shift's waitlist page.
 */
export function WaitlistLink({ shift }: { shift: ShiftRow }) {
  const { t, i18n } = useTranslation('waitlist');
  if (!isWaitlistOpen(shift, Date.now())) return null;
  return (
    <Link
      className="sc-small"
      to={pathWithId(PATHS.shiftWaitlist, shift.id)}
      aria-label={t('cardLinkLabel', {
        position: positionLabel(shift.position, i18n.language),
        date: formatDate(shift.startDate),
      })}
    >
      {t('cardLink')}
    </Link>
  );
}
