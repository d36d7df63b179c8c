import { useCallback, useEffect, useRef, useState } from 'react';

import { useErrorText } from './use-error-text';

/** Spec section 9: a success indicator resets after 2 seconds. */
export const DONE_RESET_MS = 2000;

export type SubmitState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'done' }
  | { status: 'failed'; message: string; error: unknown };

/** The message of a failed submit, for the form's alert (nothing otherwise). */
export function failureOf(state: SubmitState): string | undefined {
  return state.status === 'failed' ? state.message : undefined;
}

export type SubmitOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * A submit button's life (spec section 4 "Submit buttons"): processing, then done (back to idle
 * after 2 s) or failed with the server's message (useErrorText: network and server faults get the
 * generic text in the user's language).
 * `run` returns the task's value or its error.
 */
export function useSubmitState() {
  const errorText = useErrorText();
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    async <T>(task: () => Promise<T>): Promise<SubmitOutcome<T>> => {
      window.clearTimeout(timer.current);
      setState({ status: 'processing' });
      try {
        const value = await task();
        setState({ status: 'done' });
        timer.current = window.setTimeout(() => setState({ status: 'idle' }), DONE_RESET_MS);
        return { ok: true, value };
      } catch (error) {
        setState({ status: 'failed', message: errorText(error), error });
        return { ok: false, error };
      }
    },
    [errorText],
  );

  /** Marks the submit failed after a reply that carried a failure (e.g. a row the server refused). */
  const fail = useCallback((message: string) => {
    window.clearTimeout(timer.current);
    setState({ status: 'failed', message, error: undefined });
  }, []);

  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    setState({ status: 'idle' });
  }, []);

  return { state, run, fail, reset, processing: state.status === 'processing' };
}
