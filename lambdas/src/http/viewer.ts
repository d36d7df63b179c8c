import type { Access } from '@careshift/contract';
import { isRole } from '@careshift/domain';
import type { Role } from '@careshift/domain';

/** The signed-in caller, built only from claims API Gateway's JWT authorizer verified. */
export interface Viewer {
  userId: string;
  role: Role | undefined;
  /** The organisation of a client user (the token's `companyId` claim). */
  clientId: string | undefined;
  email: string | undefined;
  phoneNumber: string | undefined;
  /** When the token was issued (JWT `iat`, epoch seconds); API Gateway passes claims as text. */
  issuedAt: number | undefined;
}

type Claims = Record<string, string | number | boolean | string[]> | undefined;

export function viewerFromClaims(claims: Claims): Viewer | undefined {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  const text = (name: string) => {
    const value = claims?.[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const role = text('role');
  return {
    userId: sub,
    role: isRole(role) ? role : undefined,
    clientId: text('companyId'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    issuedAt: Number.isFinite(Number(claims?.iat)) ? Number(claims?.iat) : undefined,
  };
}

/** True when the operation lets this viewer in (roles only; ownership is checked by the use case). */
export function canCall(access: Access, viewer: Viewer | undefined): boolean {
  if (access === 'public') return true;
  return viewer?.role !== undefined && access.includes(viewer.role);
}
