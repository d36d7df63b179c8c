import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { appStoresFor, rememberAppBannerDismissed, shouldShowAppBanner } from '../app-banner-preference';
import { MOBILE_APP_LINKS } from '../mobile-app-links';

/** Hidden with "Not now" for the rest of this visit (the page may be opened again from the menu). */
let hiddenThisVisit = false;

/**
 * The mobile-app download banner of /find-a-shift (spec section 2) with "Don't show this again"
 * (remembered in this browser) and "Not now".
 */
export function AppBanner() {
  const { t } = useTranslation('findShift');
  const [visible, setVisible] = useState(() => !hiddenThisVisit && shouldShowAppBanner());
  const [never, setNever] = useState(false);
  if (!visible) return null;

  const hide = () => {
    if (never) rememberAppBannerDismissed();
    hiddenThisVisit = true;
    setVisible(false);
  };
  const stores = appStoresFor(typeof navigator === 'undefined' ? '' : navigator.userAgent);

  // Compact (one alert, links inline, "Not now" as its dismiss button), so on a 390 × 844 phone the
  // first shift card stays on the first screen.
  return (
    <Alert
      type="info"
      header={
        <Box variant="h3" tagOverride="h2" padding="n">
          {t('banner.title')}
        </Box>
      }
      dismissible
      dismissAriaLabel={t('banner.notNow')}
      onDismiss={hide}
    >
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        {stores.map((store) => (
          <Link key={store} href={MOBILE_APP_LINKS[store]} external>
            {t(`banner.${store}`)}
          </Link>
        ))}
        <Checkbox checked={never} onChange={({ detail }) => setNever(detail.checked)}>
          {t('banner.dontShowAgain')}
        </Checkbox>
      </SpaceBetween>
    </Alert>
  );
}
