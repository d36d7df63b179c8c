import { createSignInRevocationRepository } from '@careshift/db/repositories/sign-in-revocations';

import { database } from '../deps';

import { createRevocationCheck } from './revocation-check';
import type { Caller } from './viewer';

let check: ReturnType<typeof createRevocationCheck> | undefined;

/** Whether the caller's token was revoked; one checker (and its brief cache) per container. */
export function signInRevoked(caller: Caller): Promise<boolean> {
  // Its own repository (not `repositories()`): an area that needs no other repository bundles none.
  check ??= createRevocationCheck(createSignInRevocationRepository(database()));
  return check({ userId: caller.userId, issuedAt: caller.issuedAt });
}
