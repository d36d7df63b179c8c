import { useCallback } from 'react';

import { useNotify, type Notice } from '../app/shell/notifications';

import { useErrorText } from './use-error-text';

interface MutationNotices {
  /** The success notice (a toast), said when the call succeeds. */
  success: Notice;
  /** The error notice's header; its body is the server's message in the user's language. */
  failedHeader: string;
  /** Runs after the success notice (e.g. close the modal). */
  afterSuccess?: () => void;
  /** Runs after the failure notice; the success step when not given (most modals close either way). */
  afterFailure?: () => void;
}

/**
 * The callbacks of a mutation whose outcome is said as a notice: the success toast, or the failure with
 * the server's words. One shape for the delete confirmations and the list actions.
 */
export function useMutationNotices(): (notices: MutationNotices) => {
  onSuccess: () => void;
  onError: (error: unknown) => void;
} {
  const notify = useNotify();
  const errorText = useErrorText();
  return useCallback(
    ({ success, failedHeader, afterSuccess, afterFailure = afterSuccess }: MutationNotices) => ({
      onSuccess: () => {
        notify(success);
        afterSuccess?.();
      },
      onError: (error: unknown) => {
        notify({ type: 'error', header: failedHeader, content: errorText(error) });
        afterFailure?.();
      },
    }),
    [notify, errorText],
  );
}
