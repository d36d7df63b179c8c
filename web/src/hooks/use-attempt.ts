import { useCallback, useState } from 'react';

/**
 * A submit that shows why it failed: `attempt(task)` clears the last failure, runs the task and, if it
 * throws, keeps the error's text (as `toText` words it) for the form's alert.
 */
export function useAttempt(toText: (error: unknown) => string | undefined) {
  const [failure, setFailure] = useState<string>();
  const attempt = async (task: () => Promise<unknown>): Promise<void> => {
    setFailure(undefined);
    try {
      await task();
    } catch (error) {
      setFailure(toText(error));
    }
  };
  const clear = useCallback(() => setFailure(undefined), []);
  return { failure, attempt, clear };
}
