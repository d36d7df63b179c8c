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
import { copyOfShift } from './new-request-values';
import { shiftPath } from './shift-detail-view';
import { useDocumentTitle } from './use-document-title';
import { useShift } from './use-shifts';
import { useShiftViewer } from './use-viewer';

function FormFor({
  role,
  defaults,
  title,
  description,
}: {
  role: Role;
  defaults: NewShiftForm;
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
        onCancel={() => navigate(PATHS.requests)}
        onCreated={({ requestId, refNumber }) => {
          notify({ type: 'success', content: t('new.created', { ref: refNumber ?? '' }) });
          navigate(shiftPath(requestId));
        }}
      />
    </ContentLayout>
  );
}

/** A new request from an existing one (`?id=`): the same client, position and times of day. */
function CopyOfShift({ role, requestId }: { role: Role; requestId: string }) {
  const { t } = useTranslation(['shiftForm', 'common']);
  const shift = useShift(requestId);
  const defaults = useMemo(
    () => (shift.data ? copyOfShift(shift.data, { now: new Date(), role }) : undefined),
    [shift.data, role],
  );
  if (shift.isPending) return <Spinner size="large" />;
  if (!defaults || !shift.data) {
    return (
      <Alert
        type="error"
        header={t('new.copyFailed')}
        action={<Button onClick={() => void shift.refetch()}>{t('common:actions.retry')}</Button>}
      >
        {shift.error?.message}
      </Alert>
    );
  }
  return (
    <FormFor
      role={role}
      defaults={defaults}
      title={t('new.copyTitle', { ref: shift.data.refNumber })}
      description={t('new.copyDescription', { ref: shift.data.refNumber })}
    />
  );
}

/**
 * `/requests/new` (spec section 2): post one shift; with `?id=` the form starts from that shift.
 * After creating, the new shift's page opens.
 */
export function NewRequestPage() {
  const { t } = useTranslation('shiftForm');
  const viewer = useShiftViewer();
  const [search] = useSearchParams();
  const copyOf = search.get('id')?.trim();
  const role: Role = viewer.role ?? 'CLIENT';
  const defaults = useMemo(() => newShiftFormDefaults({ now: new Date(), role }), [role]);
  useDocumentTitle(t('new.title'));

  if (copyOf) return <CopyOfShift role={role} requestId={copyOf} />;
  return (
    <FormFor role={role} defaults={defaults} title={t('new.title')} description={t('new.description')} />
  );
}
