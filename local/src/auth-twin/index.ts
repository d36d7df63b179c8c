import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { ENV } from '@careshift/contract';
import { PASSWORD_MIN_LENGTH } from '@careshift/domain';
import { handler as createAuthChallenge } from '@careshift/lambdas/triggers/create-auth-challenge';
import { handler as customMessage } from '@careshift/lambdas/triggers/custom-message';
import { handler as defineAuthChallenge } from '@careshift/lambdas/triggers/define-auth-challenge';
import { handler as postConfirmation } from '@careshift/lambdas/triggers/post-confirmation';
import { handler as preTokenGeneration } from '@careshift/lambdas/triggers/pre-token-generation';
import { handler as verifyAuthChallengeResponse } from '@careshift/lambdas/triggers/verify-auth-challenge';

import { DEFAULT_CUSTOM_ATTRIBUTES } from './attributes';
import type { PoolConfig, TwinContext } from './context';
import { printingOutbox } from './mail';
import type { AuthTwinOutbox } from './mail';
import { createTwinServer } from './server';
import { SessionStore } from './sessions';
import { TokenService } from './tokens';
import type { AuthTwinTriggers } from './trigger-runner';
import { UserStore } from './user-store';

export type { AuthTwinEmail, AuthTwinOutbox } from './mail';
export type { AuthTwinTriggers } from './trigger-runner';

export interface AuthTwinOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  region?: string;
  userPoolId?: string;
  clientId?: string;
  /** Where the pool's e-mails go (codes written by the CustomMessage trigger, invitations); printed when not given. */
  outbox?: AuthTwinOutbox;
  /** The outbox's SNS Publish endpoint; set as SNS_ENDPOINT for the Create trigger's SMS. */
  smsEndpoint?: string;
  /** More environment for the triggers (e.g. TABLE_NAME, DYNAMODB_ENDPOINT for the send throttle). */
  triggerEnvironment?: Record<string, string>;
  /** Replaces some of our trigger handlers (tests inject a clock this way). */
  triggers?: Partial<AuthTwinTriggers>;
  clock?: () => Date;
  passwordMinLength?: number;
  /** How long a sign-in may wait for an answer; Cognito allows 3 to 15 minutes. */
  authSessionValiditySeconds?: number;
  customAttributes?: readonly string[];
  log?: (line: string) => void;
}

export interface AuthTwin {
  url: string;
  region: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUri: string;
  stop(): Promise<void>;
}

const OUR_TRIGGERS: AuthTwinTriggers = {
  defineAuthChallenge,
  createAuthChallenge,
  verifyAuthChallengeResponse,
  preTokenGeneration,
  customMessage,
  postConfirmation,
};

/** The pool's settings from the options, with our pool's defaults. */
function poolConfig(options: AuthTwinOptions, pool: { region: string; userPoolId: string; issuer: string }) {
  return {
    ...pool,
    clientId: options.clientId ?? 'careshiftlocalwebclient',
    passwordMinLength: options.passwordMinLength ?? PASSWORD_MIN_LENGTH,
    customAttributes: options.customAttributes ?? DEFAULT_CUSTOM_ATTRIBUTES,
    resetCodeSeconds: 60 * 60,
  } satisfies PoolConfig;
}

/** The environment the triggers read: where SMS goes, and what the options add. */
function setTriggerEnvironment(options: AuthTwinOptions): void {
  if (options.smsEndpoint) process.env[ENV.snsEndpoint] = options.smsEndpoint;
  Object.assign(process.env, options.triggerEnvironment);
}

/** Listens on the port (0: a free one) and resolves to the server's URL. */
async function listen(server: ReturnType<typeof createTwinServer>, port: number, host: string) {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

/**
 * A Cognito user pool on loopback for the local stack and tests: the JSON 1.1 protocol of the
 * calls aws-amplify v6 and our Lambdas make, RS256 tokens with a JWKS, and our own triggers.
 * Users live in memory.
 */
export async function startAuthTwin(options: AuthTwinOptions = {}): Promise<AuthTwin> {
  const host = options.host ?? '127.0.0.1';
  const region = options.region ?? 'eu-central-1';
  const userPoolId = options.userPoolId ?? `${region}_CareShift`;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.warn(line));
  setTriggerEnvironment(options);

  const context: Partial<TwinContext> = {};
  const server = createTwinServer(context as TwinContext);
  const url = await listen(server, options.port ?? 0, host);
  const issuer = `${url}/${userPoolId}`;
  // The triggers reach "Cognito" (AdminGetUser of the pre-token trigger) at this twin, as in AWS.
  process.env[ENV.cognitoEndpoint] = url;
  const pseudoKey = randomBytes(32);
  Object.assign(context, {
    config: poolConfig(options, { region, userPoolId, issuer }),
    clock,
    users: new UserStore(),
    tokens: await TokenService.create(
      { issuer, accessTokenSeconds: 3600, idTokenSeconds: 3600, refreshTokenSeconds: 30 * 24 * 3600 },
      clock,
    ),
    sessions: new SessionStore(options.authSessionValiditySeconds ?? 5 * 60, clock),
    triggers: { ...OUR_TRIGGERS, ...options.triggers },
    outbox: options.outbox ?? printingOutbox(),
    log,
    pseudoUsername: (typed: string) =>
      uuidShaped(createHmac('sha256', pseudoKey).update(typed).digest('hex')),
  } satisfies TwinContext);

  return {
    url,
    region,
    userPoolId,
    clientId: (context as TwinContext).config.clientId,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** 32 hex digits as a version-4 UUID. */
function uuidShaped(hex: string): string {
  const h = hex.slice(0, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
