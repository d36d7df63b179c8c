import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../app/paths';
import { authenticatorSetupPath } from '../../../app/sign-in-routing';
import { DetailsCard } from '../../../components/details-card';
import { useFollowInApp } from '../../../hooks/use-follow-in-app';

/** Amplify loads with the card's first look at the user pool, not with the portal (a phone's pages need none). */
const loadAuth = () => import('../../../app/auth');

type AppState = 'loading' | 'on' | 'off' | 'failed';

/**
 * `/account/info`: an organisation user's own sign-in security. They may turn the authenticator app
 * (TOTP) on, which then asks for its code at every log-in, and off again (issue 30).
 */
export function AuthenticatorAppCard() {
  const { t } = useTranslation('clients');
  const [state, setState] = useState<AppState>('loading');
  const [busy, setBusy] = useState(false);
  const follow = useFollowInApp();
  const setupPath = authenticatorSetupPath(PATHS.accountInfo);

  const read = () =>
    loadAuth()
      .then(({ authenticatorAppEnabled }) => authenticatorAppEnabled())
      .then((enabled) => setState(enabled ? 'on' : 'off'))
      .catch(() => setState('failed'));
  useEffect(() => {
    void read();
  }, []);

  const turnOff = async () => {
    setBusy(true);
    try {
      await (await loadAuth()).turnOffAuthenticatorApp();
      setState('off');
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  };

  const actions =
    state === 'on' ? (
      <Button onClick={() => void turnOff()} loading={busy}>
        {t('security.turnOff')}
      </Button>
    ) : state === 'off' ? (
      <Button href={setupPath} onFollow={follow(setupPath)}>
        {t('security.turnOn')}
      </Button>
    ) : undefined;

  return (
    <DetailsCard
      title={t('security.title')}
      actions={actions}
      items={[
        {
          label: t('security.app'),
          value:
            state === 'loading' ? (
              <StatusIndicator type="loading">{t('security.loading')}</StatusIndicator>
            ) : state === 'on' ? (
              <StatusIndicator type="success">{t('security.on')}</StatusIndicator>
            ) : state === 'off' ? (
              <StatusIndicator type="stopped">{t('security.off')}</StatusIndicator>
            ) : (
              '-'
            ),
        },
      ]}
    >
      {t('security.hint')}
      {state === 'failed' && <Alert type="error">{t('security.failed')}</Alert>}
    </DetailsCard>
  );
}
