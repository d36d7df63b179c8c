import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { newShiftFormDefaults } from '@careshift/contract';
import type { NewShiftForm } from '@careshift/contract';
import type { Role } from '@careshift/domain';

import { PATHS } from '../../app/paths';
import { useNotify } from '../../app/shell/notifications';

import { NewRequestForm } from './components/new-request-form';
import { formOfShift } from './new-request-values';
import { shiftPath } from './shift-detail-view';
import { useDocumentTitle } from './use-document-title';
import { useShift } from './use-shifts';
import { useShiftViewer } from './use-viewer';

function FormFor({
  role,
  defaults,
  requestId,
  title,
  description,
}: {
  role: Role;
  defaults: NewShiftForm;
  requestId?: string;
  title: string;
  description: string;
}) {
  const { t } = useTranslation('shiftForm');
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description}>
          {title}
        </Header>
      }
    >
      <NewRequestForm
        role={role}
        defaults={defaults}
        {...(requestId ? { requestId } : {})}
        onCancel={() => navigate(requestId ? shiftPath(requestId) : PATHS.requests)}
        onSaved={(saved) => {
          const ref = saved.refNumber ?? '';
          notify({
            type: 'success',
            content: requestId ? t('new.updated', { ref }) : t('new.created', { ref }),
          });
          navigate(shiftPath(saved.requestId));
        }}
      />
    </ContentLayout>
  );
}

/** Update mode (`?id=`): the shift's own client, position and times, saved with request-update. */
function UpdateShift({ role, requestId }: { role: Role; requestId: string }) {
  const { t } = useTranslation(['shiftForm', 'common']);
  const navigate = useNavigate();
  const shift = useShift(requestId);
  const defaults = useMemo(
    () => (shift.data ? formOfShift(shift.data, role) : undefined),
    [shift.data, role],
  );
  useDocumentTitle(t('new.updateTitle'));
  if (shift.isPending) return <Spinner size="large" />;
  if (!defaults || !shift.data) {
    return (
      <Alert
        type="error"
        header={t('new.updateLoadFailed')}
        action={<Button onClick={() => void shift.refetch()}>{t('common:actions.retry')}</Button>}
      >
        {shift.error?.message}
      </Alert>
    );
  }
  if (!shift.data.actions.includes('update')) {
    return (
      <Alert
        type="warning"
        header={t('new.notChangeable')}
        action={<Button onClick={() => navigate(shiftPath(requestId))}>{t('new.backToShift')}</Button>}
      />
    );
  }
  return (
    <FormFor
      role={role}
      defaults={defaults}
      requestId={requestId}
      title={t('new.updateTitle')}
      description={t('new.updateDescription', { ref: shift.data.refNumber })}
    />
  );
}

function NewShift(props: { role: Role; defaults: NewShiftForm; title: string; description: string }) {
  useDocumentTitle(props.title);
  return <FormFor {...props} />;
}

/**
 * `/requests/new` (spec section 2): post one shift, or with `?id=` change that shift (update mode).
 * Afterwards the shift's page opens.
 */
export function NewRequestPage() {
  const { t } = useTranslation('shiftForm');
  const viewer = useShiftViewer();
  const [search] = useSearchParams();
  const requestId = search.get('id')?.trim();
  const role: Role = viewer.role ?? 'CLIENT';
  const defaults = useMemo(() => newShiftFormDefaults({ now: new Date(), role }), [role]);

  if (requestId) return <UpdateShift role={role} requestId={requestId} />;
  return (
    <NewShift role={role} defaults={defaults} title={t('new.title')} description={t('new.description')} />
  );
}
