import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { SubmitStatus } from '../../../components/submit-status';
import type { SubmitState } from '../../../hooks/use-submit-state';

/** A client or user form's buttons: the submit's state, Cancel, and the submit, locked while it runs. */
export function FormButtons({
  state,
  onCancel,
  submit,
}: {
  state: SubmitState;
  onCancel: () => void;
  submit: string;
}) {
  const { t } = useTranslation('common');
  const processing = state.status === 'processing';
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <SubmitStatus state={state} />
      <Button formAction="none" variant="link" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button variant="primary" loading={processing} disabled={processing}>
        {submit}
      </Button>
    </SpaceBetween>
  );
}
