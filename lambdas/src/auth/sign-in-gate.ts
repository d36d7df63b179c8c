import { canPartnerSignIn } from '@careshift/domain';
import type { PartnerStatus } from '@careshift/domain';

/** Partner records as the sign-in triggers read them (the partners repository in the Lambdas). */
export interface PartnerStandings {
  getPartner(partnerId: string): Promise<{ status: PartnerStatus } | undefined>;
}

/**
 * Whether the account `userId` (its `sub`, the record id) may sign in. A DISABLED partner's account
 * stays enabled in the user pool, so that its number reads exactly like an unknown one, and is refused
 * here, by its record (docs/decisions/security/no-account-enumeration.md). An account without a partner record (an
 * organisation user, an administrator) is left to the user pool, which disables those.
 */
export async function maySignIn(partners: PartnerStandings, userId: string): Promise<boolean> {
  const partner = await partners.getPartner(userId);
  return !partner || canPartnerSignIn(partner.status);
}

/** The refusal of the pre-token trigger: the same words as the API's refusal of a revoked token. */
export const SIGN_IN_NO_LONGER_VALID = 'Your sign-in is no longer valid. Please sign in again';
