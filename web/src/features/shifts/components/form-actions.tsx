import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SubmitStatus } from '../../../components/submit-status';
import type { SubmitState } from '../../../hooks/use-submit-state';

interface FormActionsProps {
  state: SubmitState;
  onCancel: () => void;
  submit: string;
  /** Buttons between Cancel and the submit (the multi-create's Start over). */
  children?: ReactNode;
}

/** A shift form's buttons: the submit's state, Cancel, and the submit, locked while it runs. */
export function FormActions({ state, onCancel, submit, children }: FormActionsProps) {
  const { t } = useTranslation('common');
  const processing = state.status === 'processing';
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <SubmitStatus state={state} />
      <Button formAction="none" variant="link" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      {children}
      <Button variant="primary" loading={processing} disabled={processing}>
        {submit}
      </Button>
    </SpaceBetween>
  );
}
