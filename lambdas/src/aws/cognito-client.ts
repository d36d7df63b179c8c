import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

import { ENV } from '@careshift/contract';

import { clientOptions, once } from './clients';

/**
 * Cognito (the auth twin through COGNITO_ENDPOINT). Apart from aws/clients.ts, which every Lambda
 * loads: the areas that manage sign-ins import this with the accounts on demand (accounts/account-deps.ts).
 */
export function cognitoClient(): CognitoIdentityProviderClient {
  const options = clientOptions(ENV.cognitoEndpoint);
  return once('cognito', options, () => new CognitoIdentityProviderClient(options));
}
