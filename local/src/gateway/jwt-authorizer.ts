import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface JwtAuthorizerConfig {
  /** The `iss` every token must carry (the user pool's issuer). */
  issuer: string;
  /** The app client ids; a token passes when its `aud` or `client_id` is one of them. */
  audience: string[];
  /** Where the signing keys are published; may be plain http:// on loopback. */
  jwksUri: string;
}

/** Verified claims, every value a string, as API Gateway passes them to the Lambda. */
export type JwtClaims = Record<string, string>;

export type JwtAuthorizer = (authorization: string | undefined) => Promise<JwtClaims | undefined>;

/**
 * aws-jwt-verify's own fetcher speaks only https; the auth twin publishes its keys on
 * http://127.0.0.1 (PLATFORM.md), so keys are fetched with the platform's fetch.
 */
const httpFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`JWKS request to ${uri} failed with ${response.status}`);
    return response.arrayBuffer();
  },
};

/** `"[a b]"` for arrays, as API Gateway flattens claims that are not strings. */
function claimText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(claimText).join(' ')}]`;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function claimsAsStrings(payload: JwtPayload): JwtClaims {
  return Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, claimText(value)]));
}

/** `Bearer <token>` (API Gateway also accepts the bare token). */
export function bearerToken(authorization: string | undefined): string | undefined {
  const value = authorization?.trim();
  if (!value) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value);
  return match ? match[1]!.trim() : value;
}

/**
 * The HTTP API JWT authorizer: RS256 signature against the issuer's JWKS, `iss`, `exp`, `nbf`,
 * and `aud` or `client_id` among the audiences. Undefined means 401 without calling the Lambda.
 */
export function createJwtAuthorizer(config: JwtAuthorizerConfig): JwtAuthorizer {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: config.issuer,
      jwksUri: config.jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) => {
        const audiences = [payload.aud ?? []].flat();
        const clientId = typeof payload.client_id === 'string' ? payload.client_id : undefined;
        const known = audiences.some((aud) => config.audience.includes(aud));
        if (!known && !(clientId && config.audience.includes(clientId))) {
          throw new Error('Token audience is not an app client of this API');
        }
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) return undefined;
    try {
      return claimsAsStrings(await verifier.verify(token));
    } catch {
      return undefined;
    }
  };
}
