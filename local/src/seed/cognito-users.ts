import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** A Cognito client for the auth twin (or AWS when `endpoint` is undefined). */
export function cognitoClient(options: { endpoint?: string; region: string }): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: options.region,
    ...(options.endpoint
      ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
}
