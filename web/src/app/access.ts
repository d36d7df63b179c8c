/**
 * Who may open which page and where each role lands after sign-in (spec section 2). Every guard
 * of the web asks this one module, which answers from the shared route table of @careshift/domain.
 */
export { canOpenRoute, landingRouteFor } from '@careshift/domain/permissions/routes';
