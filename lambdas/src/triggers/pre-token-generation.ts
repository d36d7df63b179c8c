import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import { tokenClaimsFor } from '../auth/token-claims';

/**
 * Pre token generation (V1, ID token): adds `role` and `companyId` from the user's custom
 * attributes, which the API's JWT authorizer and the web read.
 */
export async function handler(
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> {
  event.response.claimsOverrideDetails = tokenClaimsFor(event.request.userAttributes);
  return event;
}
