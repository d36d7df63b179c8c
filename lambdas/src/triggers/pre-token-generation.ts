import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import { isRole, SECOND_FACTOR_CLAIM, SECOND_FACTOR_TOTP, secondFactorRequired } from '@careshift/domain';

import { secondFactorFromUserPool } from '../auth/second-factor';
import type { SecondFactorReader } from '../auth/second-factor';
import { maySignIn, SIGN_IN_NO_LONGER_VALID } from '../auth/sign-in-gate';
import type { PartnerStandings } from '../auth/sign-in-gate';
import { ROLE_ATTRIBUTE, tokenClaimsFor } from '../auth/token-claims';
import { partnerStandingsFromEnvironment } from '../auth/trigger-table';

/**
 * Pre token generation (V1, ID token): adds `role` and `companyId` from the user's custom
 * attributes, which the API's JWT authorizer and the web read. A second check behind the
 * challenge triggers: no token (sign-in or refresh) for a partner whose record may not sign in
 * (DISABLED), when the trigger can read the table. For a role that must sign in with the
 * authenticator app (administrators), it asks the pool whether the app is on and says so in the
 * `mfa: totp` claim, which the API requires of them (issue 30).
 */
export function createPreTokenGenerationHandler(
  partners: () => PartnerStandings | undefined,
  secondFactor: SecondFactorReader = secondFactorFromUserPool,
) {
  return async function handler(
    event: PreTokenGenerationTriggerEvent,
  ): Promise<PreTokenGenerationTriggerEvent> {
    const { userAttributes } = event.request;
    const standings = userAttributes[ROLE_ATTRIBUTE] === 'EMPLOYEE' ? partners() : undefined;
    if (standings && !(await maySignIn(standings, userAttributes.sub ?? event.userName))) {
      throw new Error(SIGN_IN_NO_LONGER_VALID);
    }
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

export const handler = createPreTokenGenerationHandler(partnerStandingsFromEnvironment);
