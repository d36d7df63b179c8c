import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';

import { listenOnLoopback } from '../server/http-server';

export interface TestIssuer {
  issuer: string;
  jwksUri: string;
  clientId: string;
  /** An RS256 token from this issuer; `claims` override the defaults (sub, aud, exp…). */
  sign(claims?: JWTPayload, options?: { kid?: string; expiresIn?: string | number }): Promise<string>;
  /** A token with the same claims signed by a key the JWKS does not publish. */
  signWithForeignKey(claims?: JWTPayload): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A tiny OIDC issuer for tests of the JWT authorizer: a fresh RSA key and its JWKS on loopback,
 * shaped like a Cognito user pool's (`<url>/<poolId>/.well-known/jwks.json`).
 */
export async function startTestIssuer(clientId = 'test-client'): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = await listenOnLoopback((req, res) => {
    if (req.url?.endsWith('/.well-known/jwks.json')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  }, 0);
  const issuer = `${server.url}/eu-central-1_Test`;
  const build = (claims: JWTPayload, expiresIn: string | number) =>
    new SignJWT({ token_use: 'id', aud: clientId, ...claims })
      .setIssuer((claims.iss as string | undefined) ?? issuer)
      .setIssuedAt()
      .setSubject((claims.sub as string | undefined) ?? 'user-1')
      .setExpirationTime(expiresIn);
  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    clientId,
    sign: (claims = {}, options = {}) =>
      build(claims, options.expiresIn ?? '1h')
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
        .sign(privateKey),
    signWithForeignKey: (claims = {}) =>
      build(claims, '1h').setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(foreign.privateKey),
    stop: server.stop,
  };
}
