import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { newShiftFormDefaults } from '@careshift/contract';
import type { NewShiftForm } from '@careshift/contract';
import type { Role } from '@careshift/domain';

import { PATHS, shiftPath } from '../../app/paths';
import { useNotify } from '../../app/shell/notifications';
import { PageLayout } from '../../components/page-layout';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useShift } from '../../hooks/use-shifts';
import { useViewer } from '../../hooks/use-viewer';

import { PostingGate } from './components/posting-gate';
import { SingleShiftForm } from './components/single-shift-form';
import { formOfShift, formRoleOf } from './new-shift-values';

interface FormPageProps {
  role: Role;
  defaults: NewShiftForm;
  /** Update mode: the shift being changed. */
  shiftId?: string;
  title: string;
  description: string;
}

/** The page of the form: after saving, the shift's page opens with a notice. */
function FormPage({ role, defaults, shiftId, title, description }: FormPageProps) {
  const { t } = useTranslation('shiftForm');
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <PageLayout title={title} description={description}>
      <PostingGate skip={Boolean(shiftId)}>
        <SingleShiftForm
          role={role}
          defaults={defaults}
          {...(shiftId ? { shiftId } : {})}
          onCancel={() => navigate(shiftId ? shiftPath(shiftId) : PATHS.shifts)}
          onSaved={(saved) => {
            const ref = saved.refNumber ?? '';
            notify({
              type: 'success',
              content: shiftId ? t('new.updated', { ref }) : t('new.created', { ref }),
            });
            navigate(shiftPath(saved.shiftId));
          }}
        />
      </PostingGate>
    </PageLayout>
  );
}

/** Update mode (`?id=`): the shift's own client, position and times, saved with request-update. */
function UpdateShift({ role, shiftId }: { role: Role; shiftId: string }) {
  const { t } = useTranslation(['shiftForm', 'common']);
  const navigate = useNavigate();
  const shift = useShift(shiftId);
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
        action={<Button onClick={() => navigate(shiftPath(shiftId))}>{t('new.backToShift')}</Button>}
      />
    );
  }
  return (
    <FormPage
      role={role}
      defaults={defaults}
      shiftId={shiftId}
      title={t('new.updateTitle')}
      description={t('new.updateDescription', { ref: shift.data.refNumber })}
    />
  );
}

/**
 * `/requests/new`, New Request (spec section 2): post one shift, or with `?id=` change that shift
 * (update mode). Afterwards the shift's page opens.
 */
export function NewShiftPage() {
  const { t } = useTranslation('shiftForm');
  const viewer = useViewer();
  const [search] = useSearchParams();
  const shiftId = search.get('id')?.trim();
  const role = formRoleOf(viewer.role);
  const defaults = useMemo(() => newShiftFormDefaults({ now: new Date(), role }), [role]);

  if (shiftId) return <UpdateShift role={role} shiftId={shiftId} />;
  return (
    <FormPage role={role} defaults={defaults} title={t('new.title')} description={t('new.description')} />
  );
}
