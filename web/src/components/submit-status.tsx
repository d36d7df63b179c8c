import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { SubmitState } from '../hooks/use-submit-state';

/** The state of a submit beside its button: Processing…, Done (for 2 s) or Failed. */
export function SubmitStatus({ state }: { state: SubmitState }) {
  const { t } = useTranslation('ui');
  if (state.status === 'processing')
    return <StatusIndicator type="in-progress">{t('submit.processing')}</StatusIndicator>;
  if (state.status === 'done') return <StatusIndicator type="success">{t('submit.done')}</StatusIndicator>;
  if (state.status === 'failed') return <StatusIndicator type="error">{t('submit.failed')}</StatusIndicator>;
  return null;
}
