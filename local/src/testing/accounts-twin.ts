import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { ENV } from '@careshift/contract';

import { startAuthTwin } from '../auth-twin/index';

/**
 * The auth twin for the account areas' integration tests: started on a free port, with the
 * environment the Lambdas read (USER_POOL_ID, COGNITO_ENDPOINT) set before any handler is imported,
 * and the calls a test needs to look at the user pool from outside.
 */
export async function startAccountsTwin() {
  /** The e-mails the pool sent (password-reset codes), newest last. */
  const sentEmails: { to: string; subject: string; text: string }[] = [];
  const twin = await startAuthTwin({
    port: 0,
    log: () => {},
    outbox: {
      sendEmail: (mail: { to: string; subject: string; text: string }) => void sentEmails.push(mail),
    },
  });
  process.env[ENV.userPoolId] = twin.userPoolId;
  process.env[ENV.userPoolClientId] = twin.clientId;
  process.env[ENV.cognitoEndpoint] = twin.url;
  const client = new CognitoIdentityProviderClient({
    endpoint: twin.url,
    region: twin.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  /** E-mail and password sign-in: the tokens, or Cognito's error. */
  async function signInTokens(email: string, password: string) {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        ClientId: twin.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return {
      accessToken: AuthenticationResult?.AccessToken ?? '',
      idToken: AuthenticationResult?.IdToken ?? '',
    };
  }

  /** E-mail and password sign-in; resolves to the ID token's claims, rejects with Cognito's error. */
  async function signIn(email: string, password: string): Promise<Record<string, unknown>> {
    const { idToken } = await signInTokens(email, password);
    const payload = idToken.split('.')[1] ?? '';
    return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  }

  /** The user as the pool holds it (attributes by name), or undefined when there is none. */
  async function getUser(username: string) {
    try {
      const user = await client.send(
        new AdminGetUserCommand({ UserPoolId: twin.userPoolId, Username: username }),
      );
      const attributes = Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
      return { username: user.Username, enabled: user.Enabled, status: user.UserStatus, attributes };
    } catch (error) {
      if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
      throw error;
    }
  }

  return {
    twin,
    client,
    signIn,
    signInTokens,
    getUser,
    sentEmails,
    async stop() {
      client.destroy();
      await twin.stop();
    },
  };
}

export type AccountsTwin = Awaited<ReturnType<typeof startAccountsTwin>>;
