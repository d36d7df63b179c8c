import { createSignInRevocationRepository } from '@careshift/db';

import { repositoriesOf } from '../repositories';

import { createRevocationCheck } from './revocation-check';
import type { Caller } from './viewer';

let check: ReturnType<typeof createRevocationCheck> | undefined;

/** Whether the caller's token was revoked; one checker (and its brief cache) per container. */
export function signInRevoked(caller: Caller): Promise<boolean> {
  check ??= createRevocationCheck(
    repositoriesOf({ signInRevocations: createSignInRevocationRepository }).signInRevocations,
  );
  return check({ userId: caller.userId, issuedAt: caller.issuedAt });
}
