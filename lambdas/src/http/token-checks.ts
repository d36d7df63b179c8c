import { bearerRequired, idTokenRequired } from './http-errors';
import type { HttpEvent } from './types';

/**
 * What API Gateway's JWT authorizer lets through but the API refuses (issue 33): a token without the
 * `Bearer ` scheme, and a Cognito access token (it verifies, but carries no role or company; the
 * API reads the ID token). Checked on the claims the authorizer already verified: no second
 * verification (docs/decisions: gateway-401-replies).
 */
export function checkTokenUse(event: HttpEvent): void {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  if (!claims?.sub) return;
  if (!/^Bearer\s+\S/i.test(event.headers.authorization ?? '')) throw bearerRequired();
  if (claims.token_use === 'access') throw idTokenRequired();
}
