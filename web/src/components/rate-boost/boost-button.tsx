import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';
import { boostRefusal } from '@careshift/domain/boosts/rate-boost';

import { BoostModal } from './boost-modal';

/**
 * "Boost rate" on a shift's page for its organisation and administrators, while the shift can be
 * boosted (the domain's boostRefusal: open, unclaimed, before the claim deadline, under the cap).
 */
export function BoostButton({ shift }: { shift: ShiftDetail }) {
  const { t } = useTranslation('rateBoost');
  const [open, setOpen] = useState(false);
  if (boostRefusal({ ...shift, claimedBy: shift.claimedBy ?? null }, Date.now())) return null;
  return (
    <>
      <Button iconName="arrow-up" onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      {open && <BoostModal shift={shift} visible={open} onDismiss={() => setOpen(false)} />}
    </>
  );
}
