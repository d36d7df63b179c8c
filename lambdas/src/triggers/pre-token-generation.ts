import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import { ORGANISATION_DISABLED_MESSAGE } from '@careshift/contract/errors';
import {
  isClientUser,
  isRole,
  SECOND_FACTOR_CLAIM,
  SECOND_FACTOR_TOTP,
  secondFactorRequired,
} from '@careshift/domain';

import { secondFactorFromUserPool } from '../auth/second-factor';
import type { SecondFactorReader } from '../auth/second-factor';
import { maySignIn, organisationMaySignIn, SIGN_IN_NO_LONGER_VALID } from '../auth/sign-in-gate';
import type { SignInStandings } from '../auth/sign-in-gate';
import { COMPANY_ID_ATTRIBUTE, ROLE_ATTRIBUTE, tokenClaimsFor } from '../auth/token-claims';
import { signInStandingsFromEnvironment } from '../auth/trigger-table';

/** Refuses a token to a partner whose record may not sign in, and to a DISABLED organisation's user. */
async function refuseByRecord(
  standings: SignInStandings,
  userAttributes: Record<string, string>,
  userName: string,
): Promise<void> {
  const role = userAttributes[ROLE_ATTRIBUTE] ?? '';
  if (role === 'EMPLOYEE' && !(await maySignIn(standings, userAttributes.sub ?? userName))) {
    throw new Error(SIGN_IN_NO_LONGER_VALID);
  }
  if (
    isClientUser({ role: isRole(role) ? role : null }) &&
    !(await organisationMaySignIn(standings, userAttributes[COMPANY_ID_ATTRIBUTE]?.trim()))
  ) {
    throw new Error(ORGANISATION_DISABLED_MESSAGE);
  }
}

/**
 * Pre token generation (V1, ID token): adds `role` and `companyId` from the user's custom
 * attributes, which the API's JWT authorizer and the web read. A second check behind the
 * challenge triggers: no token (sign-in or refresh) for a partner whose record may not sign in
 * (DISABLED), nor for a user of a DISABLED organisation (told so: its users stay enabled in the pool),
 * when the trigger can read the table. For a role that must sign in with the
 * authenticator app (administrators), it asks the pool whether the app is on and says so in the
 * `mfa: totp` claim, which the API requires of them (issue 30).
 */
export function createPreTokenGenerationHandler(
  records: () => SignInStandings | undefined,
  secondFactor: SecondFactorReader = secondFactorFromUserPool,
) {
  return async function handler(
    event: PreTokenGenerationTriggerEvent,
  ): Promise<PreTokenGenerationTriggerEvent> {
    const { userAttributes } = event.request;
    const standings = records();
    if (standings) await refuseByRecord(standings, userAttributes, event.userName);
    const claims = tokenClaimsFor(userAttributes);
    const role = claims.claimsToAddOrOverride.role;
    if (
      secondFactorRequired(isRole(role) ? role : undefined) &&
      (await secondFactor(event.userPoolId, event.userName))
    ) {
      claims.claimsToAddOrOverride[SECOND_FACTOR_CLAIM] = SECOND_FACTOR_TOTP;
    }
    event.response.claimsOverrideDetails = claims;
    return event;
  };
}

export const handler = createPreTokenGenerationHandler(signInStandingsFromEnvironment);
