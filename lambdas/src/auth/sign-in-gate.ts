import { canClientSignIn, canPartnerSignIn } from '@careshift/domain';
import type { ClientStatus, PartnerStatus } from '@careshift/domain';

/** Partner records as the sign-in triggers read them (the partners repository in the Lambdas). */
export interface PartnerStandings {
  getPartner(partnerId: string): Promise<{ status: PartnerStatus } | undefined>;
}

/** Organisation (client) records as the pre-token trigger reads them (the clients repository). */
export interface OrganisationStandings {
  getClient(clientId: string): Promise<{ status: ClientStatus } | undefined>;
}

/** What the pre-token trigger reads to refuse a sign-in by its record. */
export type SignInStandings = PartnerStandings & OrganisationStandings;

/**
 * Whether the account `userId` (its `sub`, the record id) may sign in. A DISABLED partner's account
 * stays enabled in the user pool, so that its number reads exactly like an unknown one, and is refused
 * here, by its record (docs/decisions/security/no-account-enumeration.md). An account without a partner
 * record (an administrator) is left to the user pool.
 */
export async function maySignIn(partners: PartnerStandings, userId: string): Promise<boolean> {
  const partner = await partners.getPartner(userId);
  return !partner || canPartnerSignIn(partner.status);
}

/**
 * Whether an organisation user (OWNER, CLIENT) of `clientId` may sign in: not while the organisation
 * is DISABLED. Its users stay enabled in the pool (only a user's own DISABLED status disables the
 * account there), so that, after the right password, they are told why (issue 32 item 12). An
 * unknown organisation is left to the pool and the API.
 */
export async function organisationMaySignIn(
  organisations: OrganisationStandings,
  clientId: string | undefined,
): Promise<boolean> {
  if (!clientId) return true;
  const client = await organisations.getClient(clientId);
  return !client || canClientSignIn(client.status);
}

/** The refusal of the pre-token trigger: the same words as the API's refusal of a revoked token. */
export const SIGN_IN_NO_LONGER_VALID = 'Your sign-in is no longer valid. Please sign in again';
