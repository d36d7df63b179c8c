import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { canClientCreateShifts } from '@careshift/domain';

import { PATHS } from '../../../app/paths';
import { useClientRecord } from '../../../hooks/use-client-record';
import { useViewer } from '../../../hooks/use-viewer';

/**
 * The posting forms for a client user whose organisation may post (VERIFIED); otherwise, before any
 * field, why it cannot post yet (issue 32: a PENDING organisation filled the form to be refused).
 * Administrators post for any organisation and see the form at once; `skip`: changing a shift.
 */
export function PostingGate({ children, skip = false }: { children: ReactNode; skip?: boolean }) {
  const { t } = useTranslation(['shiftForm', 'ui']);
  const navigate = useNavigate();
  const viewer = useViewer();
  const gated = viewer.kind === 'client' && !skip;
  const client = useClientRecord(gated ? viewer.clientId : undefined);
  if (!gated) return children;
  if (client.isPending) return <Spinner size="large" />;
  const status = client.data?.status;
  if (!status || canClientCreateShifts(status)) return children;
  return (
    <Alert
      type="warning"
      header={t('notVerified.title')}
      action={<Button onClick={() => navigate(PATHS.shifts)}>{t('notVerified.back')}</Button>}
    >
      {t('notVerified.body', { status: t(`ui:clientStatus.${status}`) })}
    </Alert>
  );
}
