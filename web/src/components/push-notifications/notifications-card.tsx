import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { usePartnerNotifications } from '../../hooks/use-push-notifications';

import { NoticeChoicesForm } from './notice-choices-form';
import { PhonePushSection } from './phone-push-section';

/**
 * The partner's notifications on its profile (issue 36): push on this phone (asked for only when the
 * partner presses the button), and what it hears of by push, SMS or e-mail.
 */
export function NotificationsCard({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('pushNotifications');
  const notifications = usePartnerNotifications(partnerId);
  const data = notifications.data;
  return (
    <Container
      header={
        <Header variant="h2" description={t('description')}>
          {t('title')}
        </Header>
      }
    >
      {data ? (
        <SpaceBetween size="l">
          <SpaceBetween size="xs">
            <Box variant="h3">{t('phone.title')}</Box>
            <PhonePushSection partnerId={partnerId} data={data} />
          </SpaceBetween>
          <SpaceBetween size="xs">
            <Box variant="h3">{t('choices.title')}</Box>
            <NoticeChoicesForm partnerId={partnerId} saved={data.preferences} />
          </SpaceBetween>
        </SpaceBetween>
      ) : (
        <Box color="text-body-secondary">{t('loading')}</Box>
      )}
    </Container>
  );
}
