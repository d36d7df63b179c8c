import { isPartner } from '@careshift/domain/permissions/viewer';
import type { Role } from '@careshift/domain/roles';
import { secondFactorRequired } from '@careshift/domain/sign-in/sign-in-rules';

import { PATHS, safeNextPath } from './paths';
import { landingRouteFor, matchRoute, routeDecision } from './route-table';

/** `/login?type=`: partners sign in by phone (employee), organisations and administrators by e-mail (client). */
export const LOGIN_TYPES = ['employee', 'client'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export function parseLoginType(value: string | null | undefined): LoginType | undefined {
  return LOGIN_TYPES.find((type) => type === value);
}

/**
 * The sign-in form a protected page needs: a page only partners open asks for the phone, a page
 * partners never open asks for the e-mail, a page for both (or an unknown one) offers the choice.
 */
export function loginTypeFor(target: string): LoginType | undefined {
  const access = matchRoute(target)?.route.access;
  if (access === undefined || typeof access === 'string') return undefined;
  const forPartners = access.some((role) => isPartner({ role }));
  const forOthers = access.some((role) => !isPartner({ role }));
  if (forPartners === forOthers) return undefined;
  return forPartners ? 'employee' : 'client';
}

/** `/login`, with the sign-in type and the page to return to when given. */
export function loginPath({ type, next }: { type?: LoginType; next?: string } = {}): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  const safeNext = safeNextPath(next);
  if (safeNext) params.set('next', safeNext);
  const query = params.toString();
  return query ? `${PATHS.login}?${query}` : PATHS.login;
}

/** Where a signed-out visitor of a protected page goes: the right sign-in form, then back there. */
export function signInPathFor(target: string): string {
  return loginPath({ type: loginTypeFor(target), next: target });
}

/**
 * Where a user goes after signing in (or on opening /login while signed in): back to the page they
 * were going to when their role may open it, else their role's landing page (spec section 2). A
 * page the role may not open is not followed: the user would only meet the 404 page.
 */
export function afterSignInPath(role: Role | undefined, next: string | null | undefined): string {
  const target = safeNextPath(next);
  if (target) {
    const decision = routeDecision(target, role);
    if (decision.kind === 'open' || (decision.kind === 'redirect' && decision.to !== PATHS.login))
      return target;
  }
  return landingRouteFor(role);
}

/** The authenticator app's set-up page, and the page to go to once it is on. */
export function authenticatorSetupPath(next?: string): string {
  const safeNext = safeNextPath(next);
  return safeNext
    ? `${PATHS.authenticatorSetup}?${new URLSearchParams({ next: safeNext }).toString()}`
    : PATHS.authenticatorSetup;
}

/**
 * Whether a signed-in user must set up the authenticator app before opening any portal page: an
 * administrator whose sign-in was made without it (the API refuses them everything else).
 */
export function mustSetUpAuthenticator(session: { role?: Role; authenticatorApp?: true }): boolean {
  return secondFactorRequired(session.role) && session.authenticatorApp !== true;
}
