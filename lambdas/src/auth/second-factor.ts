import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

import { DEFAULT_REGION, ENV, readOptionalEnv } from '@careshift/contract';

/** Whether a user of the pool has the authenticator app (software token MFA) turned on. */
export type SecondFactorReader = (userPoolId: string, username: string) => Promise<boolean>;

let client: { key: string; client: CognitoIdentityProviderClient } | undefined;

function cognito(region: string): CognitoIdentityProviderClient {
  const endpoint = readOptionalEnv(ENV.cognitoEndpoint);
  const key = `${region}|${endpoint ?? ''}`;
  if (client?.key !== key) {
    client = {
      key,
      client: new CognitoIdentityProviderClient({
        region,
        // The auth twin locally (any credentials); in AWS the SDK's endpoint and the Lambda's role.
        ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      }),
    };
  }
  return client.client;
}

/**
 * Asks the user pool (AdminGetUser) whether software token MFA is on for the user: Cognito puts no
 * MFA fact into the pre-token event, and cannot require MFA of one group only, so the trigger reads
 * it and the token says it (issue 30).
 */
export const secondFactorFromUserPool: SecondFactorReader = async (userPoolId, username) => {
  const region = readOptionalEnv(ENV.region) ?? DEFAULT_REGION;
  const user = await cognito(region).send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
  );
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
};
