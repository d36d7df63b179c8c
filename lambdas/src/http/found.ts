import { NotFoundError } from '@careshift/domain';

/** The record read, or a NotFoundError (404) with `message` when there is none. */
export function found<T>(record: T | null | undefined, message: string): T {
  if (!record) throw new NotFoundError(message);
  return record;
}
