import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createJwtAuthorizer } from '../gateway/jwt-authorizer';

import { startTestAuthTwin } from './test-support';
import type { TestAuthTwin } from './test-support';

describe('auth twin: tokens, JWKS and CORS', () => {
  let t: TestAuthTwin;
  let idToken: string;
  let accessToken: string;

  beforeAll(async () => {
    t = await startTestAuthTwin();
    await t.createUser(
      'client@care.example',
      { 'custom:role': 'CLIENT', 'custom:companyId': 'C-1' },
      'first-secret-1',
    );
    const { AuthenticationResult } = await t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'client@care.example', PASSWORD: 'first-secret-1' },
      }),
    );
    idToken = AuthenticationResult?.IdToken ?? '';
    accessToken = AuthenticationResult?.AccessToken ?? '';
  });
  afterAll(() => t.stop());

  it('should publish the signing key at the JWKS address of the issuer', async () => {
    const response = await fetch(t.twin.jwksUri);
    const { keys } = (await response.json()) as { keys: Array<Record<string, string>> };
    expect(keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' })]);
    expect(keys[0]).not.toHaveProperty('d');
    expect(decodeProtectedHeader(idToken)).toEqual({ alg: 'RS256', kid: keys[0]?.kid });
    expect(t.twin.jwksUri).toBe(`${t.twin.url}/${t.userPoolId}/.well-known/jwks.json`);
  });

  it("should issue an access token shaped like Cognito's", () => {
    expect(decodeJwt(accessToken)).toMatchObject({
      token_use: 'access',
      client_id: t.clientId,
      scope: 'aws.cognito.signin.user.admin',
      iss: t.twin.issuer,
      username: expect.any(String),
      origin_jti: expect.any(String),
    });
    expect(decodeJwt(accessToken)).not.toHaveProperty('role');
  });

  it('should reject an ID token whose role was edited', async () => {
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, role: 'SYSTEM_USER' })).toString('base64url');
    const tampered = `${header}.${edited}.${signature}`;
    await expect(t.idTokenVerifier.verify(idToken)).resolves.toMatchObject({ role: 'CLIENT' });
    await expect(t.idTokenVerifier.verify(tampered)).rejects.toThrow(/signature/i);
  });

  it('should reject an ID token re-signed with another key under the same key id', async () => {
    const claims = decodeJwt(idToken);
    const { kid } = decodeProtectedHeader(idToken);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...claims, role: 'SYSTEM_USER' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(privateKey);
    await expect(t.idTokenVerifier.verify(forged)).rejects.toThrow(/signature/i);
    const authorize = createJwtAuthorizer({
      issuer: t.twin.issuer,
      audience: [t.clientId],
      jwksUri: t.twin.jwksUri,
    });
    expect(await authorize(`Bearer ${forged}`)).toBeUndefined();
    expect(await authorize(`Bearer ${idToken}`)).toMatchObject({ role: 'CLIENT', companyId: 'C-1' });
  });

  it("should reject a token of the same shape from another issuer's key set", async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const other = JwtRsaVerifier.create({ issuer: t.twin.issuer, audience: t.clientId });
    other.cacheJwks({
      keys: [{ ...(await exportJWK(publicKey)), kid: 'other', alg: 'RS256', use: 'sig' }] as never,
    });
    const forged = await new SignJWT({ ...decodeJwt(idToken) })
      .setProtectedHeader({ alg: 'RS256', kid: 'other' })
      .sign(privateKey);
    await expect(other.verify(forged)).resolves.toBeDefined();
    await expect(t.idTokenVerifier.verify(forged)).rejects.toThrow();
  });

  it("should answer the browser's CORS preflight and expose the error type", async () => {
    const preflight = await fetch(t.twin.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    const failed = await fetch(t.twin.url, {
      method: 'POST',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: t.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'x@y.z', PASSWORD: 'p' },
      }),
    });
    expect(failed.status).toBe(400);
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(failed.headers.get('access-control-expose-headers')).toContain('x-amzn-errortype');
    expect(await failed.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('should answer unknown operations and malformed bodies with service errors', async () => {
    const call = (target: string, body: string) =>
      fetch(t.twin.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        },
        body,
      });
    expect(await (await call('CreateUserPool', '{}')).json()).toMatchObject({
      __type: 'UnknownOperationException',
    });
    expect(await (await call('InitiateAuth', '{')).json()).toMatchObject({
      __type: 'SerializationException',
    });
    expect(await (await call('InitiateAuth', '{}')).json()).toMatchObject({
      __type: 'InvalidParameterException',
    });
  });
});
