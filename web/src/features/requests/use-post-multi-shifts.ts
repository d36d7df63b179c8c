import { useState } from 'react';

import type { MultiShiftFormValues } from '@careshift/contract';

import { isApiError } from '../../api/client';

import {
  multiCreateBody,
  previewRows,
  previewSummary,
  withResults,
  withSingleRowError,
} from './multi-create-preview';
import type { PreviewRow, PreviewSummary } from './multi-create-preview';
import { useCreateShifts } from './use-shifts';
import { useSubmitState } from './use-submit-state';

/**
 * Posts a multi-request in one request-create and keeps the per-row outcome for the form that was
 * posted (a later change of the form shows a fresh preview).
 */
export function usePostMultiShifts(messages: { missingRow: string; noneCreated: string }) {
  const create = useCreateShifts();
  const submit = useSubmitState();
  const [posted, setPosted] = useState<{ signature: string; rows: PreviewRow[]; summary: PreviewSummary }>();

  const run = async (
    values: MultiShiftFormValues,
    signature: string,
    idempotencyKey: string,
  ): Promise<number | undefined> => {
    const rows = previewRows(values);
    const outcome = await submit.run(() => create.mutateAsync(multiCreateBody(values, rows, idempotencyKey)));
    if (outcome.ok) {
      const done = withResults(rows, outcome.value, messages.missingRow);
      setPosted({ signature, rows: done, summary: previewSummary(done) });
      if (outcome.value.created === 0) submit.fail(messages.noneCreated);
      return outcome.value.created;
    }
    // One shift is checked like the single form: its 400 is that row's failure.
    if (rows.length === 1 && isApiError(outcome.error) && outcome.error.status === 400) {
      const done = withSingleRowError(rows, outcome.error);
      setPosted({ signature, rows: done, summary: previewSummary(done) });
    }
    return undefined;
  };

  return {
    submit,
    run,
    summaryFor: (signature: string) => (posted?.signature === signature ? posted.summary : undefined),
    resultFor: (signature: string) => (posted?.signature === signature ? posted.rows : undefined),
    clear: () => {
      setPosted(undefined);
      submit.reset();
    },
  };
}
