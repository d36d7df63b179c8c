import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';

import type { Role } from '@careshift/domain';

import { loadConfig } from './config';
import { roleOf } from './session-hint';

/**
 * Sign-in through aws-amplify v6 (DESIGN.md "Identity"). Loaded only by pages that need it:
 * the landing page never imports this module up front.
 */
export interface Session {
  role?: Role;
  companyId?: string;
  email?: string;
  /** The ID token: the API's bearer token, whose claims carry role and companyId. */
  idToken: string;
}

let configured: Promise<void> | undefined;

/** Configures Amplify once from /config.json. */
export function ensureAmplify(): Promise<void> {
  configured ??= loadConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          },
        },
      });
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
}

/** The signed-in user, or undefined (tokens are refreshed by Amplify when they expire). */
export async function currentSession(): Promise<Session | undefined> {
  await ensureAmplify();
  let idToken;
  try {
    idToken = (await fetchAuthSession()).tokens?.idToken;
  } catch {
    return undefined;
  }
  if (!idToken) return undefined;
  const claims = idToken.payload as Record<string, unknown>;
  return {
    role: roleOf(claims),
    companyId: typeof claims.companyId === 'string' ? claims.companyId : undefined,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    idToken: idToken.toString(),
  };
}

/** The bearer token for the API, or undefined when nobody is signed in. */
export async function getIdToken(): Promise<string | undefined> {
  return (await currentSession())?.idToken;
}

export class SignInError extends Error {
  override name = 'SignInError';
}

/**
 * E-mail and password sign-in. USER_PASSWORD_AUTH in every environment: the local auth twin does
 * not do SRP, and one flow everywhere means the local stack tests what production runs.
 */
export async function signInWithEmail(email: string, password: string): Promise<Session> {
  await ensureAmplify();
  if (await currentSession()) await signOut();
  const result = await signIn({
    username: email.trim(),
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (!result.isSignedIn) throw new SignInError(result.nextStep.signInStep);
  const session = await currentSession();
  if (!session) throw new SignInError('login failed');
  return session;
}

/** Signs out of this browser (Amplify clears its stored tokens). */
export async function signOutUser(): Promise<void> {
  await ensureAmplify();
  await signOut();
}
