import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PendingReason } from './use-punch';

/** The shortest reason the server takes (attendance-schemas.ts: 3 to 500 characters). */
const MIN_REASON = 3;
const MAX_REASON = 500;

/**
 * The server refused a punch without a reason (outside the radius, or no position): its message, and a
 * required reason; the punch is sent again with the same key.
 */
export function PunchReasonModal({
  pending,
  onSend,
  onCancel,
}: {
  pending: PendingReason;
  onSend: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['clockIn', 'common']);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const short = reason.trim().length < MIN_REASON;
  const send = () => {
    setTried(true);
    if (!short) onSend(reason.trim());
  };
  return (
    <Modal
      visible
      onDismiss={onCancel}
      closeAriaLabel={t('common:actions.close')}
      header={t('reason.title')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              {t('reason.cancel')}
            </Button>
            <Button variant="primary" onClick={send}>
              {t('reason.send')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{pending.message}</Box>
        <FormField
          label={t('reason.label')}
          description={t('reason.hint')}
          errorText={tried && short ? t('reason.required') : undefined}
        >
          <Textarea
            value={reason}
            onChange={({ detail }) => setReason(detail.value.slice(0, MAX_REASON))}
            ariaRequired
            rows={3}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
