import type { CallRequest } from './support/api-client';
import type { Principal, Tenant, World } from './support/world';

/** The matrix's row shape and the audiences its rows share (authorization-matrix.ts and the *-rows.ts files). */

/**
 * What a principal gets: 'allow' (past authorization: 2xx, or a 400/409 about the input or the
 * object's state), 401 (no valid sign-in), 403 (the role may not call the operation) or 404 (the
 * object belongs to another tenant, answered exactly as if it did not exist).
 */
export type Outcome = 'allow' | 401 | 403 | 404;
/** One outcome for an operation without an object, or one per tenant's object. */
export type Expectation = Outcome | { A: Outcome; B: Outcome };

export interface MatrixRow {
  /** True: the operation addresses an object, tried once for tenant A's and once for tenant B's. */
  perTenant: boolean;
  /** The request, built per call (fresh objects for operations that change or remove them). */
  request(world: World, tenant: Tenant): Promise<CallRequest> | CallRequest;
  /** Outcomes per principal; a missing principal gets the default (see `expected`). */
  expect: Partial<Record<Principal, Expectation>>;
}

export const allow = 'allow' as const;
/** Tenant A's object is the caller's own; B's belongs to someone else. */
export const ownA = { A: allow, B: 404 } as const;
/** Tenant B's object is the caller's own. */
export const ownB = { A: 404, B: allow } as const;

/** Only administrators; everyone else signed in is refused by role. */
export const administratorsOnly = {
  administrator: allow,
  ownerA: 403,
  userA: 403,
  ownerB: 403,
  partnerSelf: 403,
  otherPartner: 403,
} as const;
/** Administrators, and the client users of the object's organisation. */
export const administratorsAndOwnClient = {
  administrator: allow,
  ownerA: ownA,
  userA: ownA,
  ownerB: ownB,
  partnerSelf: 403,
  otherPartner: 403,
} as const;
/** Administrators, and the partner the object belongs to. */
export const administratorsAndOwnPartner = {
  administrator: allow,
  ownerA: 403,
  userA: 403,
  ownerB: 403,
  partnerSelf: ownA,
  otherPartner: ownB,
} as const;
/**
 * A partner's documents: the partner, administrators, and (read only) the organisation of a shift
 * the partner holds (each tenant's held shift is its own organisation's, claimed by its partner).
 */
export const documentReaders = {
  administrator: allow,
  ownerA: ownA,
  userA: ownA,
  ownerB: ownB,
  partnerSelf: ownA,
  otherPartner: ownB,
} as const;
export const everyoneSignedIn = {
  administrator: allow,
  ownerA: allow,
  userA: allow,
  ownerB: allow,
  partnerSelf: allow,
  otherPartner: allow,
} as const;
export const partnersOnly = {
  administrator: 403,
  ownerA: 403,
  userA: 403,
  ownerB: 403,
  partnerSelf: allow,
  otherPartner: allow,
} as const;
export const publicForAll = Object.fromEntries(
  ['anonymous', 'disabledUser', 'removedUser', 'tamperedToken', ...Object.keys(everyoneSignedIn)].map((p) => [
    p,
    allow,
  ]),
) as Record<Principal, Outcome>;
