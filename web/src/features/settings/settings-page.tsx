import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

import { SYSTEM_SETTINGS_SUBJECT_ID } from '@careshift/contract';
import type { SettingsReply } from '@careshift/contract';

import { useNotify } from '../../app/shell/notifications';
import { ActivityPanel } from '../../components/activity/activity-panel';
import { PageLayout } from '../../components/page-layout';
import { ListEmptyState } from '../../components/table-message';
import { useSystemSettings } from '../../hooks/use-system-settings';
import { useVatSetting } from '../../hooks/use-vat-setting';

import { SettingsForm } from './settings-form';
import { VatSettingForm } from './vat-setting-form';

/** `/configuration` (administrators): the system configuration form and its history. */
export function SettingsPage() {
  const { t } = useTranslation(['settings', 'common']);
  const query = useSystemSettings();
  return (
    <PageLayout title={t('title')} description={t('description')}>
      <SpaceBetween size="l">
        {query.data ? (
          <SettingsCard reply={query.data} />
        ) : (
          <Container header={<Header variant="h2">{t('formTitle')}</Header>}>
            {query.isError ? (
              <ListEmptyState failed failedText={t('failed')} onRetry={() => void query.refetch()} />
            ) : (
              <Spinner size="large" aria-label={t('loading')} />
            )}
          </Container>
        )}
        <VatCard />
        <ActivityPanel subjectType="settings" subjectId={SYSTEM_SETTINGS_SUBJECT_ID} />
      </SpaceBetween>
    </PageLayout>
  );
}

function SettingsCard({ reply }: { reply: SettingsReply }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  return (
    <SpaceBetween size="s">
      {!reply.saved && <Alert type="info">{t('defaultsNote')}</Alert>}
      <SettingsForm
        saved={reply.settings}
        onSaved={() => notify({ type: 'success', header: t('updated'), content: t('updatedBody') })}
      />
    </SpaceBetween>
  );
}

/** The VAT setting's form once it is loaded (issue 29 item 5). */
function VatCard() {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const query = useVatSetting();
  if (query.data) {
    return (
      <VatSettingForm
        reply={query.data}
        onSaved={() => notify({ type: 'success', header: t('updated'), content: t('vat.updated') })}
      />
    );
  }
  return (
    <Container header={<Header variant="h2">{t('vat.title')}</Header>}>
      {query.isError ? (
        <ListEmptyState failed failedText={t('vat.failed')} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner size="large" aria-label={t('vat.loading')} />
      )}
    </Container>
  );
}
