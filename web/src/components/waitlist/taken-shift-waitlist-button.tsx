import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';

import { PATHS, pathWithId } from '../../app/paths';
import { useFollowInApp } from '../../hooks/use-follow-in-app';
import { useShiftWaitlist } from '../../hooks/use-waitlist';

import { offersWaitlistOnTakenShift, SHIFT_TAKEN } from './taken-shift-waitlist';

/**
 * "Join the waitlist" on the page of a shift another partner claimed (issue 35 item 3), a link to the
 * shift's waitlist page while it could still come free (offersWaitlistOnTakenShift). The page's last
 * copy of the shift gives the dates; a page opened on the taken shift has none, so the shift's waitlist
 * (which a partner who may wait for it can read) gives them.
 */
export function TakenShiftWaitlistButton({
  shiftId,
  reader,
  code,
  shift,
}: {
  shiftId: string;
  reader: string;
  code: string | undefined;
  shift?: { startDate: string; deadline: string };
}) {
  const { t } = useTranslation('waitlist');
  const follow = useFollowInApp();
  const waitlist = useShiftWaitlist(shiftId, reader === 'partner' && code === SHIFT_TAKEN && !shift);
  const facts = shift ?? waitlist.data?.shift;
  if (!offersWaitlistOnTakenShift({ reader, code, shift: facts }, Date.now())) return null;
  const href = pathWithId(PATHS.shiftWaitlist, shiftId);
  return (
    <Button variant="primary" href={href} onFollow={follow(href)}>
      {t('cardLink')}
    </Button>
  );
}
