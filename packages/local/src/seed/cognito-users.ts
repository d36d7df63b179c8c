import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AttributeType } from '@aws-sdk/client-cognito-identity-provider';

export interface SeedUser {
  email: string;
  password: string;
  /** Extra attributes such as `custom:role` and `custom:companyId`. */
  attributes: Record<string, string>;
}

/** A Cognito client for the auth twin (or AWS when `endpoint` is undefined). */
export function cognitoClient(options: { endpoint?: string; region: string }): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: options.region,
    ...(options.endpoint
      ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
}

function isUsernameTaken(error: unknown): boolean {
  return (error as { name?: string } | undefined)?.name === 'UsernameExistsException';
}

/**
 * Creates an e-mail/password user with a permanent password through the Cognito admin API, or
 * brings an existing one back to the same attributes and password (the seed is idempotent).
 */
export async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: SeedUser,
): Promise<void> {
  const attributes: AttributeType[] = [
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: 'true' },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        UserAttributes: attributes,
        MessageAction: 'SUPPRESS',
      }),
    );
  } catch (error) {
    if (!isUsernameTaken(error)) throw error;
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        UserAttributes: attributes,
      }),
    );
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
}
