import {
  colorBackgroundNotificationGreen,
  colorTextNotificationDefault,
} from '@cloudscape-design/design-tokens';
import { useTranslation } from 'react-i18next';

import { registerNamespaces } from '../../i18n';
import { rateBoost as elRateBoost } from '../../i18n/locales/el/rate-boost';
import { rateBoost as enRateBoost } from '../../i18n/locales/en/rate-boost';

registerNamespaces({ rateBoost: { en: enRateBoost, el: elRateBoost } });

/**
 * "Boosted" (issue 35 item 4): the shift's rates were raised. A plain span drawn with Cloudscape's
 * tokens, light enough for Find a shift's cards.
 */
export function BoostedBadge({ boostedAt }: { boostedAt?: string }) {
  const { t } = useTranslation('rateBoost');
  if (!boostedAt) return null;
  return (
    <span
      className="sc-boosted"
      style={{
        display: 'inline-block',
        padding: '0 8px',
        borderRadius: 12,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        background: colorBackgroundNotificationGreen,
        color: colorTextNotificationDefault,
      }}
    >
      ↑ {t('badge')}
    </span>
  );
}
