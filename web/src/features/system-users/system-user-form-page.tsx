import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PageLayout } from '../../components/page-layout';
import { PendingEmail } from '../../components/pending-email';
import { ListEmptyState } from '../../components/table-message';
import { useViewer } from '../../hooks/use-viewer';

import { SystemUserForm } from './components/system-user-form';
import { useConfirmSystemUserEmail, useSystemUser } from './use-system-users';

/** `/systemUsers/new` and `/systemUser/{id}`: the system user form, in edit mode when an id is given. */
export function SystemUserFormPage() {
  const { t } = useTranslation(['systemUsers', 'common']);
  const { systemUserId } = useParams();
  const query = useSystemUser(systemUserId);
  const viewer = useViewer();
  const confirmEmail = useConfirmSystemUserEmail();
  const title = t(systemUserId ? 'form.editTitle' : 'form.createTitle');

  if (!systemUserId) {
    return (
      <PageLayout title={title}>
        <SystemUserForm />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={title}>
      {query.data ? (
        <SpaceBetween size="l">
          <PendingEmail
            current={query.data.email}
            pending={query.data.pendingEmail}
            isSelf={query.data.id === viewer.userId}
            onConfirmed={() => confirmEmail.mutateAsync(query.data.id)}
          />
          <SystemUserForm key={query.data.updatedAt} user={query.data} />
        </SpaceBetween>
      ) : (
        <Container>
          {query.isError ? (
            <ListEmptyState failed failedText={t('form.loadFailed')} onRetry={() => void query.refetch()} />
          ) : (
            <Spinner size="large" aria-label={t('common:status.loading')} />
          )}
        </Container>
      )}
    </PageLayout>
  );
}
