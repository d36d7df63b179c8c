import type { SignInRevocationRepository } from '@careshift/db';

/** How long a container trusts what it read about a subject: revocation takes effect within this. */
export const REVOCATION_CACHE_MS = 5_000;

export interface RevocationSubject {
  userId: string;
  /** When the token was issued (JWT `iat`), epoch seconds. */
  issuedAt: number | undefined;
}

/**
 * Whether a signed-in caller's token was revoked (disabled, removed, role changed after it was
 * issued). One key read per subject, cached briefly per container; a token without `iat` counts as
 * revoked once its subject has any revocation.
 */
export function createRevocationCheck(
  revocations: Pick<SignInRevocationRepository, 'revokedAt'>,
  now: () => number = Date.now,
  cacheMs = REVOCATION_CACHE_MS,
) {
  const cache = new Map<string, { revokedAt: number | undefined; readAt: number }>();
  return async function isRevoked(subject: RevocationSubject): Promise<boolean> {
    let entry = cache.get(subject.userId);
    if (!entry || now() - entry.readAt > cacheMs) {
      const found = await revocations.revokedAt([subject.userId]);
      entry = { revokedAt: found.get(subject.userId), readAt: now() };
      cache.set(subject.userId, entry);
      if (cache.size > 10_000) cache.delete(cache.keys().next().value as string);
    }
    if (entry.revokedAt === undefined) return false;
    return subject.issuedAt === undefined || subject.issuedAt * 1000 <= entry.revokedAt;
  };
}
