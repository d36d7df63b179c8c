import Alert from '@cloudscape-design/components/alert';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { SubmitState } from '../hooks/use-submit-state';

/**
 * "Process Failed!" with the failure's message (spec section 8), once a submit has failed. It is
 * announced (role="alert") and takes focus, so a failure inside a dialog is heard and read first.
 */
export function SubmitFailure({ state, message }: { state: SubmitState; message?: string }) {
  const { t } = useTranslation('common');
  const region = useRef<HTMLDivElement>(null);
  const failed = state.status === 'failed';
  const text = message ?? (failed ? state.message : undefined);
  useEffect(() => {
    if (failed) region.current?.focus();
  }, [failed, text]);
  if (!failed) return null;
  return (
    <div ref={region} role="alert" aria-atomic="true" tabIndex={-1}>
      <Alert type="error" header={t('errors.processFailed')}>
        {text}
      </Alert>
    </div>
  );
}
