import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import { maySignIn, SIGN_IN_NO_LONGER_VALID } from '../auth/sign-in-gate';
import type { PartnerStandings } from '../auth/sign-in-gate';
import { ROLE_ATTRIBUTE, tokenClaimsFor } from '../auth/token-claims';
import { partnerStandingsFromEnvironment } from '../auth/trigger-table';

/**
 * Pre token generation (V1, ID token): adds `role` and `companyId` from the user's custom
 * attributes, which the API's JWT authorizer and the web read. A second check behind the
 * challenge triggers: no token (sign-in or refresh) for a partner whose record may not sign in
 * (DISABLED), when the trigger can read the table.
 */
export function createPreTokenGenerationHandler(partners: () => PartnerStandings | undefined) {
  return async function handler(
    event: PreTokenGenerationTriggerEvent,
  ): Promise<PreTokenGenerationTriggerEvent> {
    const { userAttributes } = event.request;
    const standings = userAttributes[ROLE_ATTRIBUTE] === 'EMPLOYEE' ? partners() : undefined;
    if (standings && !(await maySignIn(standings, userAttributes.sub ?? event.userName))) {
      throw new Error(SIGN_IN_NO_LONGER_VALID);
    }
    event.response.claimsOverrideDetails = tokenClaimsFor(userAttributes);
    return event;
  };
}

export const handler = createPreTokenGenerationHandler(partnerStandingsFromEnvironment);
