import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';

import { cognitoClient } from '../aws/cognito-client';

/** Whether a user of the pool has the authenticator app (software token MFA) turned on. */
export type SecondFactorReader = (userPoolId: string, username: string) => Promise<boolean>;

/**
 * Asks the user pool (AdminGetUser) whether software token MFA is on for the user: Cognito puts no
 * MFA fact into the pre-token event, and cannot require MFA of one group only, so the trigger reads
 * it and the token says it (issue 30).
 */
export const secondFactorFromUserPool: SecondFactorReader = async (userPoolId, username) => {
  const user = await cognitoClient().send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
  );
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
};
