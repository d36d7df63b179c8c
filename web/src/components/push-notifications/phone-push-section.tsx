import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PartnerNotifications } from '@careshift/contract';

import { useNotify } from '../../app/shell/notifications';
import { useErrorText } from '../../hooks/use-error-text';
import { usePartnerNotificationMutations } from '../../hooks/use-push-notifications';

import {
  currentSubscription,
  pushSupported,
  subscribeThisPhone,
  subscriptionBody,
  subscriptionIdOf,
} from './browser-push';

/** Whether this phone receives the partner's notifications: its subscription is among the partner's. */
function useThisPhone(devices: PartnerNotifications['devices']) {
  const [id, setId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then(async (subscription) => (subscription ? subscriptionIdOf(subscription.endpoint) : null))
      .catch(() => null)
      .then((found) => live && setId(found));
    return () => {
      live = false;
    };
  }, [devices]);
  return { known: id !== undefined, id: id && devices.some((d) => d.subscriptionId === id) ? id : null };
}

/**
 * "Notifications on this phone" (issue 36): turned on only when the partner presses the button (the
 * browser asks for permission then, never on a first visit); off again; a test notification.
 */
export function PhonePushSection({ partnerId, data }: { partnerId: string; data: PartnerNotifications }) {
  const { t } = useTranslation('pushNotifications');
  const notify = useNotify();
  const errorText = useErrorText();
  const mutations = usePartnerNotificationMutations(partnerId);
  const phone = useThisPhone(data.devices);
  const [refused, setRefused] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  if (!pushSupported()) return <Alert type="info">{t('phone.unsupported')}</Alert>;

  const enable = async () => {
    setFailed(null);
    try {
      const subscription = await subscribeThisPhone(data.vapidPublicKey);
      if (!subscription) return setRefused(true);
      await mutations.subscribe.mutateAsync(subscriptionBody(subscription));
      notify({ type: 'success', content: t('phone.enabled') });
    } catch (error) {
      setFailed(error);
    }
  };
  const disable = async () => {
    if (!phone.id) return;
    await (await currentSubscription())?.unsubscribe();
    await mutations.unsubscribe.mutateAsync(phone.id);
    notify({ type: 'success', content: t('phone.disabled') });
  };
  const test = async () => {
    const { sent } = await mutations.test.mutateAsync();
    notify({ type: sent > 0 ? 'success' : 'warning', content: t('phone.testSent', { count: sent }) });
  };
  const busy = mutations.subscribe.isPending || mutations.unsubscribe.isPending;
  return (
    <SpaceBetween size="s">
      <StatusIndicator type={phone.id ? 'success' : 'stopped'}>
        {phone.id ? t('phone.on') : t('phone.off')}
      </StatusIndicator>
      <SpaceBetween size="xs" direction="horizontal">
        {phone.id ? (
          <Button onClick={() => void disable()} loading={busy}>
            {t('phone.disable')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void enable()} loading={busy} disabled={!phone.known}>
            {t('phone.enable')}
          </Button>
        )}
        {data.devices.length > 0 && (
          <Button onClick={() => void test()} loading={mutations.test.isPending}>
            {t('phone.test')}
          </Button>
        )}
      </SpaceBetween>
      {refused && <Alert type="warning">{t('phone.refused')}</Alert>}
      {failed !== null && <Alert type="error">{errorText(failed)}</Alert>}
      <Box variant="small" color="text-body-secondary">
        {t('phone.devices', { count: data.devices.length })}
      </Box>
    </SpaceBetween>
  );
}
