import type { Operation } from '@careshift/contract';
import { authenticatorCode } from '@careshift/local/admin/authenticator-enrolment';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import type { SecurityStack } from './security-stack.global';

export interface CallRequest {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface Reply {
  status: number;
  body: unknown;
  contentType: string;
}

/** Fills an operation's `{param}` path with the given values (missing ones stay empty). */
export function pathOf(operation: Pick<Operation, 'path'>, values: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** One HTTP call to the local gateway, as a browser or a script would make it through CloudFront (the origin header on). */
export async function callApi(
  stack: SecurityStack,
  operation: Pick<Operation, 'method' | 'path'>,
  request: CallRequest,
  token: string | undefined,
): Promise<Reply> {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const response = await fetch(`${stack.apiUrl}${pathOf(operation, request.path)}${query}`, {
    method: operation.method,
    headers: {
      ...stack.originHeaders,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let body: unknown = text;
  if (contentType.includes('json') && text) body = JSON.parse(text);
  return { status: response.status, body, contentType };
}

async function cognito(
  stack: SecurityStack,
  target: string,
  payload: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(stack.authUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(payload),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** The tokens of a finished sign-in: the ID token the API takes, and the access token it refuses. */
export interface SignInTokens {
  idToken: string;
  accessToken: string;
}

function tokensOf(reply: Record<string, unknown>, who: string): SignInTokens {
  const result = reply.AuthenticationResult as { IdToken?: string; AccessToken?: string } | undefined;
  if (!result?.IdToken || !result.AccessToken)
    throw new Error(`${who} could not sign in: ${JSON.stringify(reply)}`);
  return { idToken: result.IdToken, accessToken: result.AccessToken };
}

function idTokenOf(reply: Record<string, unknown>, who: string): string {
  return tokensOf(reply, who).idToken;
}

/** E-mail and password sign-in (USER_PASSWORD_AUTH, as Amplify does against the twin). */
export async function signInWithPassword(
  stack: SecurityStack,
  email: string,
  password: string,
  authenticatorSecret?: string,
): Promise<string> {
  return (await signInTokens(stack, email, password, authenticatorSecret)).idToken;
}

/** The same sign-in, with both tokens. */
export async function signInTokens(
  stack: SecurityStack,
  email: string,
  password: string,
  authenticatorSecret?: string,
): Promise<SignInTokens> {
  const reply = await cognito(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  // The administrator signs in with the authenticator app too (issue 30): the suite plays the app.
  if (reply.ChallengeName === 'SOFTWARE_TOKEN_MFA' && authenticatorSecret) {
    const answered = await cognito(stack, 'RespondToAuthChallenge', {
      ClientId: stack.userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: reply.Session,
      ChallengeResponses: {
        USERNAME: email,
        SOFTWARE_TOKEN_MFA_CODE: authenticatorCode(authenticatorSecret),
      },
    });
    return tokensOf(answered, email);
  }
  return tokensOf(reply, email);
}

/** A partner's SMS sign-in (CUSTOM_AUTH): the code is read from the outbox. */
export async function signInWithSms(stack: SecurityStack, phoneNumber: string): Promise<string> {
  const since = new Date(Date.now() - 1000);
  const challenge = await cognito(stack, 'InitiateAuth', {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: stack.userPoolClientId,
    AuthParameters: { USERNAME: phoneNumber },
  });
  // The partner's welcome SMS may have been sent within that second: wait for the code.
  const sms = await createOutboxClient(stack.outboxUrl).waitFor(phoneNumber, {
    channel: 'sms',
    since,
    matching: /\b\d{6}\b/,
  });
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
  const username = (challenge.ChallengeParameters as { USERNAME?: string } | undefined)?.USERNAME ?? '';
  const reply = await cognito(stack, 'RespondToAuthChallenge', {
    ClientId: stack.userPoolClientId,
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: username, ANSWER: code },
  });
  return idTokenOf(reply, phoneNumber);
}

/** The same token with one claim changed and the original signature kept: a forgery. */
export function tamperedToken(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const forged = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}
