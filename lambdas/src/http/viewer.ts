import { isRole, SECOND_FACTOR_CLAIM, SECOND_FACTOR_TOTP } from '@careshift/domain';
import type { Role } from '@careshift/domain';

/** The caller as the token API Gateway's JWT authorizer verified describes it. */
export interface Caller {
  userId: string;
  /** Undefined when the token carries no role, or one we do not know. */
  role: Role | undefined;
  /** The organisation of a client user (the token's `companyId` claim, mapped here and only here). */
  clientId: string | undefined;
  email: string | undefined;
  phoneNumber: string | undefined;
  /** When the token was issued (JWT `iat`, epoch seconds); API Gateway passes claims as text. */
  issuedAt: number | undefined;
  /** The sign-in's user has the authenticator app (TOTP) on: the token's `mfa: totp` claim (issue 30). */
  authenticatorApp?: boolean;
}

/** A caller the pipeline let into a signed-in operation: its role is one the operation allows. */
export interface Viewer extends Caller {
  role: Role;
}

type TokenClaims = Record<string, string | number | boolean | string[]> | undefined;

export function callerFromClaims(tokenClaims: TokenClaims): Caller | undefined {
  const sub = tokenClaims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  const text = (name: string) => {
    const value = tokenClaims?.[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const role = text('role');
  return {
    userId: sub,
    role: isRole(role) ? role : undefined,
    clientId: text('companyId'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    issuedAt: Number.isFinite(Number(tokenClaims?.iat)) ? Number(tokenClaims?.iat) : undefined,
    authenticatorApp: text(SECOND_FACTOR_CLAIM) === SECOND_FACTOR_TOTP,
  };
}

/** The caller as a viewer when its role is one of `roles` (ownership is the use case's to check). */
export function admittedViewer(roles: readonly Role[], caller: Caller | undefined): Viewer | undefined {
  const role = caller?.role;
  return caller && role && roles.includes(role) ? { ...caller, role } : undefined;
}
