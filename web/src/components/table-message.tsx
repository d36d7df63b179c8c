import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The text of an empty table or list, with an optional action below it. */
export function TableMessage({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box textAlign="center" color="inherit" padding={{ vertical: 's' }}>
      <SpaceBetween size="s">
        <Box variant="p" color="inherit">
          {text}
        </Box>
        {action}
      </SpaceBetween>
    </Box>
  );
}

/**
 * What a list shows when it has no rows: "No results found." (spec section 8), or the failure
 * with a retry button when the load failed.
 */
export function ListEmptyState({
  failed,
  failedText,
  onRetry,
  emptyAction,
}: {
  failed: boolean;
  failedText: string;
  onRetry: () => void;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (failed) {
    return (
      <TableMessage text={failedText} action={<Button onClick={onRetry}>{t('actions.retry')}</Button>} />
    );
  }
  return <TableMessage text={t('status.noResults')} action={emptyAction} />;
}
