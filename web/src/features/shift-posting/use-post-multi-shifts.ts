import { useState } from 'react';

import type { MultiShiftFormValues } from '@careshift/contract';

import { useCreateShifts } from '../../hooks/use-shifts';
import { useSubmitState } from '../../hooks/use-submit-state';

import { multiCreateBody, previewAfterPost, previewRows } from './multi-create-preview';
import type { PostedPreview } from './multi-create-preview';

/**
 * Posts a multi-create in one request-create and keeps the per-row outcome for the form that was
 * posted (a later change of the form shows a fresh preview).
 */
export function usePostMultiShifts(messages: { missingRow: string; noneCreated: string }) {
  const create = useCreateShifts();
  const submit = useSubmitState();
  const [posted, setPosted] = useState<PostedPreview & { signature: string }>();

  const run = async (
    values: MultiShiftFormValues,
    signature: string,
    idempotencyKey: string,
  ): Promise<number | undefined> => {
    const rows = previewRows(values);
    const outcome = await submit.run(() => create.mutateAsync(multiCreateBody(values, rows, idempotencyKey)));
    const reply = outcome.ok ? { result: outcome.value } : { error: outcome.error };
    const done = previewAfterPost(rows, reply, messages.missingRow);
    if (done) setPosted({ signature, ...done });
    if (!outcome.ok) return undefined;
    if (outcome.value.created === 0) submit.fail(messages.noneCreated);
    return outcome.value.created;
  };

  return {
    submit,
    run,
    summaryFor: (signature: string) => (posted?.signature === signature ? posted.summary : undefined),
    resultFor: (signature: string) => (posted?.signature === signature ? posted.rows : undefined),
    /** Everything in this form was created: posting it again would only repeat the reply (issue 32). */
    allCreatedFor: (signature: string) =>
      posted?.signature === signature && posted.summary.created > 0 && posted.summary.failed === 0,
    clear: () => {
      setPosted(undefined);
      submit.reset();
    },
  };
}
