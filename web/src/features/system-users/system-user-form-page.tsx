import Container from '@cloudscape-design/components/container';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PageLayout } from '../../components/page-layout';
import { ListEmptyState } from '../../components/table-message';

import { SystemUserForm } from './components/system-user-form';
import { useSystemUser } from './use-system-users';

/** `/systemUsers/new` and `/systemUser/{id}`: the system user form, in edit mode when an id is given. */
export function SystemUserFormPage() {
  const { t } = useTranslation(['systemUsers', 'common']);
  const { systemUserId } = useParams();
  const query = useSystemUser(systemUserId);
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
        <SystemUserForm key={query.data.id} user={query.data} />
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
