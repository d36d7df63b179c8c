import { describe, expect, it } from 'vitest';

import { createRevocationCheck } from './revocation-check';

function store(revoked: Record<string, number>) {
  let reads = 0;
  return {
    reads: () => reads,
    async revokedAt(subjects: readonly string[]) {
      reads += 1;
      return new Map(subjects.filter((s) => s in revoked).map((s) => [s, revoked[s] as number]));
    },
  };
}

describe('createRevocationCheck', () => {
  it('should refuse a token issued at or before its subject was revoked', async () => {
    const isRevoked = createRevocationCheck(store({ u1: 2_000_000 }), () => 0);
    expect(await isRevoked({ userId: 'u1', issuedAt: 1_999 })).toBe(true);
    expect(await isRevoked({ userId: 'u1', issuedAt: 2_000 })).toBe(true);
  });

  it('should accept a token issued after the revocation (re-enabled, or the new role)', async () => {
    const isRevoked = createRevocationCheck(store({ u1: 2_000_000 }), () => 0);
    expect(await isRevoked({ userId: 'u1', issuedAt: 2_001 })).toBe(false);
  });

  it('should accept any token of a subject never revoked', async () => {
    const isRevoked = createRevocationCheck(store({}), () => 0);
    expect(await isRevoked({ userId: 'u2', issuedAt: undefined })).toBe(false);
  });

  it('should read a subject at most once per cache period', async () => {
    let time = 0;
    const revocations = store({});
    const isRevoked = createRevocationCheck(revocations, () => time, 5_000);
    await isRevoked({ userId: 'u3', issuedAt: 1 });
    await isRevoked({ userId: 'u3', issuedAt: 1 });
    expect(revocations.reads()).toBe(1);
    time = 5_001;
    await isRevoked({ userId: 'u3', issuedAt: 1 });
    expect(revocations.reads()).toBe(2);
  });
});
