import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { MonthlyStatistics } from '@careshift/contract';

import { currentLanguage } from '../../../i18n';

const CHANNELS = ['sms', 'email', 'push'] as const;

/** Messages that left this month by channel (issue 36 item 4): SMS is the costly one, push replaces it. */
export function MessageCards({ messages }: { messages: MonthlyStatistics['messages'] }) {
  const { t } = useTranslation('dashboard');
  if (!messages) return null;
  const number = new Intl.NumberFormat(currentLanguage() === 'el' ? 'el-GR' : 'en-GB');
  return (
    <Container
      header={
        <Header variant="h2" description={t('messages.description')}>
          {t('messages.title')}
        </Header>
      }
    >
      <ColumnLayout columns={3} minColumnWidth={120} variant="text-grid">
        {CHANNELS.map((channel) => (
          <SpaceBetween key={channel} size="xxs">
            <Box variant="awsui-key-label">{t(`messages.${channel}`)}</Box>
            <Box variant="awsui-value-large" data-testid={`dashboard-messages-${channel}`}>
              {number.format(messages[channel])}
            </Box>
          </SpaceBetween>
        ))}
      </ColumnLayout>
    </Container>
  );
}
