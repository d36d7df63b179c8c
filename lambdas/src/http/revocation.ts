import { repositories } from '../deps';

import { createRevocationCheck } from './revocation-check';
import type { Caller } from './viewer';

let check: ReturnType<typeof createRevocationCheck> | undefined;

/** Whether the caller's token was revoked; one checker (and its brief cache) per container. */
export function signInRevoked(caller: Caller): Promise<boolean> {
  check ??= createRevocationCheck(repositories().signInRevocations);
  return check({ userId: caller.userId, issuedAt: caller.issuedAt });
}
