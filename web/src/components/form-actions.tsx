import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { SubmitState } from '../hooks/use-submit-state';

import { SubmitActions } from './submit-status';

interface FormActionsProps {
  state: SubmitState;
  onCancel: () => void;
  submit: string;
  /** Buttons between Cancel and the submit (the multi-create's Start over). */
  children?: ReactNode;
  /** The submit cannot be used (the multi-create after everything was created). */
  submitDisabled?: boolean;
}

/** A form's buttons (clients, users, shifts): the submit's state, Cancel, and the submit, locked while it runs. */
export function FormActions({ state, onCancel, submit, children, submitDisabled }: FormActionsProps) {
  const { t } = useTranslation('common');
  const processing = state.status === 'processing';
  return (
    <SubmitActions state={state}>
      <Button formAction="none" variant="link" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      {children}
      <Button variant="primary" loading={processing} disabled={processing || submitDisabled}>
        {submit}
      </Button>
    </SubmitActions>
  );
}

interface CancelSubmitButtonsProps {
  onCancel: () => void;
  submit: string;
  /** The form is submitting (react-hook-form's formState.isSubmitting): the submit spins. */
  submitting: boolean;
}

/** A react-hook-form form's buttons (partners, system users): Cancel and the submit. */
export function CancelSubmitButtons({ onCancel, submit, submitting }: CancelSubmitButtonsProps) {
  const { t } = useTranslation('common');
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button formAction="none" variant="link" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button variant="primary" formAction="submit" loading={submitting}>
        {submit}
      </Button>
    </SpaceBetween>
  );
}

interface ResetSaveActionsProps {
  state: SubmitState;
  onReset: () => void;
  reset: string;
  save: string;
}

/** A settings form's buttons (/configuration): the save's state, Reset to the saved values, and Save. */
export function ResetSaveActions({ state, onReset, reset, save }: ResetSaveActionsProps) {
  const processing = state.status === 'processing';
  return (
    <SubmitActions state={state}>
      <Button formAction="none" disabled={processing} onClick={onReset}>
        {reset}
      </Button>
      <Button variant="primary" formAction="submit" loading={processing}>
        {save}
      </Button>
    </SubmitActions>
  );
}
