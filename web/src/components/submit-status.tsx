import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
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

/** A form's buttons in a row after the submit's state (the buttons are the children). */
export function SubmitActions({ state, children }: { state: SubmitState; children: ReactNode }) {
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <SubmitStatus state={state} />
      {children}
    </SpaceBetween>
  );
}
