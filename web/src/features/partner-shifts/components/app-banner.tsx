import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Icon from '@cloudscape-design/components/icon';
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

  return (
    <Container>
      <SpaceBetween size="s">
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <Icon name="notification" size="medium" variant="link" />
          <Box variant="h3" tagOverride="h2">
            {t('banner.title')}
          </Box>
        </SpaceBetween>
        <Box variant="p">{t('banner.body')}</Box>
        <SpaceBetween direction="horizontal" size="xs">
          {stores.map((store) => (
            <Button
              key={store}
              variant="primary"
              href={MOBILE_APP_LINKS[store]}
              target="_blank"
              iconName="external"
              iconAlign="right"
            >
              {t(`banner.${store}`)}
            </Button>
          ))}
        </SpaceBetween>
        <SpaceBetween direction="horizontal" size="m" alignItems="center">
          <Checkbox checked={never} onChange={({ detail }) => setNever(detail.checked)}>
            {t('banner.dontShowAgain')}
          </Checkbox>
          <Button variant="normal" onClick={hide}>
            {t('banner.notNow')}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
