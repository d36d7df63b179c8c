import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';

import type { SubmitState } from '../hooks/use-submit-state';

/** "Process Failed!" with the failure's message (spec section 8), once a submit has failed. */
export function SubmitFailure({ state, message }: { state: SubmitState; message?: string }) {
  const { t } = useTranslation('common');
  if (state.status !== 'failed') return null;
  return (
    <Alert type="error" header={t('errors.processFailed')}>
      {message ?? state.message}
    </Alert>
  );
}
