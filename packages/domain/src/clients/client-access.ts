import { NotAllowedError, NotFoundError } from '../errors';
import { CLIENT_NOT_FOUND } from '../permissions/ownership';
import { isAdministrator, isClientOf, isPartner, type Viewer } from '../permissions/viewer';

/**
 * How much of a client a viewer sees: administrators everything, its configuration included
 * (the commission is the company's business); its own users the record without the configuration;
 * a partner the public card (info and address) of an organisation it holds or held a shift of.
 */
export type ClientVisibility = 'administrator' | 'own' | 'partner';

/**
 * Decides what a viewer sees of a client. `partnerHasWorkedFor` answers whether the viewing partner
 * holds or held a shift of it (asked only for partners). Anyone else gets the same 404 as for a
 * client that does not exist (uniform replies).
 */
export async function clientVisibilityFor(
  viewer: Viewer,
  clientId: string,
  partnerHasWorkedFor: () => Promise<boolean>,
): Promise<ClientVisibility> {
  if (isAdministrator(viewer)) return 'administrator';
  if (isClientOf(viewer, clientId)) return 'own';
  if (isPartner(viewer) && (await partnerHasWorkedFor())) return 'partner';
  throw new NotFoundError(CLIENT_NOT_FOUND);
}

/**
 * An organisation sees only its own positions (spec section 6), so its users may drop positions
 * from it but only an administrator adds one.
 */
export function assertMayChangeClientPositions(
  viewer: Viewer,
  before: readonly string[],
  after: readonly string[],
): void {
  if (isAdministrator(viewer)) return;
  const held = new Set(before);
  if (after.some((id) => !held.has(id))) {
    throw new NotAllowedError('Only an administrator can add positions to an organisation.');
  }
}
