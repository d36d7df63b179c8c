import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { focusPageHeading } from '../../hooks/use-heading-focus';

import {
  installDismissed,
  installOfferFor,
  isIosSafari,
  rememberInstallDismissed,
  runningInstalled,
  visitCount,
} from './install-offer';
import { setPwaState, usePwaState } from './pwa-state';
import './pwa-texts';

/**
 * "Install CareShift on your phone" on My Shifts (issue 36 item 1), from the partner's second visit:
 * the browser's install dialog behind our Install button (Android), or the Add to Home Screen steps
 * (iPhone Safari). "Not now" (the alert's dismiss) is remembered in this browser.
 */
export function InstallOfferCard() {
  const { t } = useTranslation('pwa');
  const { installPrompt } = usePwaState();
  const [hidden, setHidden] = useState(false);
  const offer = hidden
    ? undefined
    : installOfferFor({
        standalone: runningInstalled(),
        hasPrompt: installPrompt !== undefined,
        iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
        visits: visitCount(window.localStorage),
        dismissed: installDismissed(window.localStorage),
      });
  if (!offer) return null;

  const notNow = () => {
    rememberInstallDismissed(window.localStorage);
    setHidden(true);
    focusPageHeading();
  };
  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    const { outcome } = await installPrompt.userChoice;
    // The browser's prompt is used once either way; a refusal counts as "Not now".
    setPwaState({ installPrompt: undefined });
    if (outcome === 'dismissed') notNow();
  };
  return (
    <Alert
      type="info"
      header={offer === 'ios' ? t('install.iosTitle') : t('install.title')}
      dismissible
      onDismiss={notNow}
      i18nStrings={{ dismissAriaLabel: t('install.notNow') }}
      action={
        offer === 'prompt' ? (
          <Button onClick={() => void install()}>{t('install.install')}</Button>
        ) : undefined
      }
    >
      {offer === 'ios' ? t('install.iosSteps') : t('install.body')}
    </Alert>
  );
}
