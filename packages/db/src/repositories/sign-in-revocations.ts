import type { DbService } from '../service';

/** Revoked sign-ins (see entities/sign-in-revocation.ts). */
export function createSignInRevocationRepository(db: DbService) {
  const entity = db.entities.signInRevocation;
  return {
    /** Tokens of `subject` issued at or before `at` stop working. */
    async revoke(subject: string, at: Date, reason: string): Promise<void> {
      await entity.put({ subject, revokedAt: at.getTime(), reason }).go();
    },

    /** The latest revocation time (epoch ms) of each subject that has one. */
    async revokedAt(subjects: readonly string[]): Promise<Map<string, number>> {
      const unique = [...new Set(subjects.filter(Boolean))];
      const found = new Map<string, number>();
      if (unique.length === 0) return found;
      const { data } = await entity.get(unique.map((subject) => ({ subject }))).go();
      for (const item of data) found.set(item.subject, item.revokedAt);
      return found;
    },
  };
}

export type SignInRevocationRepository = ReturnType<typeof createSignInRevocationRepository>;
