import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

import { ENV } from '@careshift/contract';
import { createTestDb } from '@careshift/db/testing/test-db';

import { startMessagingTwin } from '../outbox/messaging-twin';
import { Outbox } from '../outbox/outbox';

import { startAuthTwin } from './index';
import type { AuthTwinOptions } from './index';

/**
 * An auth twin for integration tests: a fresh table for the send throttle, the real outbox with
 * its SNS twin for SMS codes, and an AWS SDK client pointed at the twin.
 */
export async function startTestAuthTwin(options: AuthTwinOptions = {}) {
  const { tableName, service } = await createTestDb();
  const outbox = new Outbox({ print: false });
  const messaging = await startMessagingTwin({ port: 0, outbox });
  const twin = await startAuthTwin({
    smsEndpoint: messaging.url,
    triggerEnvironment: { [ENV.tableName]: tableName },
    outbox: {
      sendEmail: ({ to, subject, text }) => void outbox.append({ channel: 'email', to, subject, body: text }),
    },
    log: () => {},
    ...options,
  });
  const client = new CognitoIdentityProviderClient({
    endpoint: twin.url,
    region: twin.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { userPoolId, clientId } = twin;

  async function createUser(username: string, attributes: Record<string, string>, password?: string) {
    const { User } = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
      }),
    );
    if (password) {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: username,
          Password: password,
          Permanent: true,
        }),
      );
    }
    return User?.Username ?? '';
  }

  /** Verifies ID tokens against the twin's JWKS (fetched over http with the platform's fetch). */
  const idTokenVerifier = JwtRsaVerifier.create(
    { issuer: twin.issuer, audience: clientId, jwksUri: twin.jwksUri, tokenUse: 'id' },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );

  /** The 6-digit code of the newest SMS to a number. */
  function latestCode(phoneNumber: string): string | undefined {
    return /\b(\d{6})\b/.exec(outbox.latest(phoneNumber, 'sms')?.body ?? '')?.[1];
  }

  return {
    twin,
    client,
    outbox,
    tableName,
    /** The table the triggers read (send throttle, partner records). */
    service,
    userPoolId,
    clientId,
    createUser,
    latestCode,
    idTokenVerifier,
    async stop() {
      client.destroy();
      await twin.stop();
      await messaging.stop();
    },
  };
}

export type TestAuthTwin = Awaited<ReturnType<typeof startTestAuthTwin>>;
