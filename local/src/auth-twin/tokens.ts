import { randomBytes, randomUUID } from 'node:crypto';

import { errors, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';

import { claimValue } from './attributes';
import { MESSAGES, notAuthorized } from './errors';
import type { TwinUser } from './user-store';

export interface TokenSettings {
  issuer: string;
  accessTokenSeconds: number;
  idTokenSeconds: number;
  refreshTokenSeconds: number;
}

/** What the pre token generation trigger asked for (V1: ID token only). */
export interface ClaimsOverride {
  claimsToAddOrOverride?: Record<string, string>;
  claimsToSuppress?: string[];
}

/** A sign-in: its refresh token and the `origin_jti` shared by every token it produced. */
export interface SignInSession {
  username: string;
  clientId: string;
  originJti: string;
  authTime: number;
  expiresAt: number;
  revoked: boolean;
}

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  RefreshToken?: string;
}

/** Claims the trigger may not change (Cognito ignores them too). */
const RESERVED_CLAIMS = new Set([
  'acr',
  'amr',
  'aud',
  'at_hash',
  'auth_time',
  'azp',
  'client_id',
  'cognito:username',
  'event_id',
  'exp',
  'iat',
  'identities',
  'iss',
  'jti',
  'nonce',
  'origin_jti',
  'scope',
  'sub',
  'token_use',
  'username',
]);

/** Signs RS256 ID and access tokens like Cognito's, serves their JWKS and keeps refresh tokens. */
export class TokenService {
  private readonly sessions = new Map<string, SignInSession>();

  private constructor(
    private readonly settings: TokenSettings,
    private readonly clock: () => Date,
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    private readonly publicJwk: JWK,
  ) {}

  static async create(settings: TokenSettings, clock: () => Date): Promise<TokenService> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    return new TokenService(settings, clock, privateKey, publicKey, jwk);
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  /** Tokens for a new sign-in, with a refresh token. */
  async signIn(user: TwinUser, clientId: string, claims: ClaimsOverride): Promise<AuthenticationResult> {
    const now = this.nowSeconds();
    const refreshToken = randomBytes(96).toString('base64url');
    const session: SignInSession = {
      username: user.username,
      clientId,
      originJti: randomUUID(),
      authTime: now,
      expiresAt: now + this.settings.refreshTokenSeconds,
      revoked: false,
    };
    this.sessions.set(refreshToken, session);
    return { ...(await this.sign(user, session, claims)), RefreshToken: refreshToken };
  }

  /** Tokens from a refresh token's sign-in (no new refresh token: rotation is off). */
  async refresh(
    user: TwinUser,
    session: SignInSession,
    claims: ClaimsOverride,
  ): Promise<AuthenticationResult> {
    return this.sign(user, session, claims);
  }

  /** The sign-in behind a refresh token of this client, or "Invalid Refresh Token". */
  lookupRefreshSession(refreshToken: string, clientId: string): SignInSession {
    const session = this.sessions.get(refreshToken);
    if (!session || session.clientId !== clientId) throw notAuthorized(MESSAGES.invalidRefreshToken);
    return session;
  }

  /** Refuses a revoked or expired sign-in. */
  assertActive(session: SignInSession): void {
    if (session.revoked) throw notAuthorized(MESSAGES.revokedRefreshToken);
    if (session.expiresAt <= this.nowSeconds()) throw notAuthorized(MESSAGES.expiredRefreshToken);
  }

  /** RevokeToken: ends one sign-in (its refresh token and its access tokens). */
  revokeRefreshToken(refreshToken: string, clientId: string): void {
    const session = this.sessions.get(refreshToken);
    if (session && session.clientId === clientId) session.revoked = true;
  }

  /** GlobalSignOut, disable, delete: ends every sign-in of the user. */
  revokeUser(username: string): void {
    for (const session of this.sessions.values()) if (session.username === username) session.revoked = true;
  }

  /** Checks an access token as the service does for GetUser, ChangePassword and GlobalSignOut. */
  async verifyAccessToken(token: string): Promise<{ username: string; clientId: string }> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.publicKey, {
        issuer: this.settings.issuer,
        algorithms: ['RS256'],
        currentDate: this.clock(),
      }));
    } catch (error) {
      const expired = error instanceof errors.JWTExpired;
      throw notAuthorized(expired ? MESSAGES.expiredAccessToken : MESSAGES.invalidAccessToken);
    }
    if (payload.token_use !== 'access' || typeof payload.username !== 'string') {
      throw notAuthorized(MESSAGES.invalidAccessToken);
    }
    const revoked = [...this.sessions.values()].some((s) => s.originJti === payload.origin_jti && s.revoked);
    if (revoked) throw notAuthorized(MESSAGES.revokedAccessToken);
    return { username: payload.username, clientId: String(payload.client_id) };
  }

  private async sign(user: TwinUser, session: SignInSession, claims: ClaimsOverride) {
    const now = this.nowSeconds();
    const { accessTokenSeconds, idTokenSeconds } = this.settings;
    const common = { origin_jti: session.originJti, event_id: randomUUID(), auth_time: session.authTime };
    const accessToken = await this.jwt(
      {
        sub: user.username,
        ...common,
        client_id: session.clientId,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        username: user.username,
      },
      now,
      now + accessTokenSeconds,
    );
    const idToken = await this.jwt(
      {
        ...idTokenClaims(user, claims),
        sub: user.username,
        'cognito:username': user.username,
        ...common,
        aud: session.clientId,
        token_use: 'id',
      },
      now,
      now + idTokenSeconds,
    );
    return {
      AccessToken: accessToken,
      IdToken: idToken,
      ExpiresIn: accessTokenSeconds,
      TokenType: 'Bearer' as const,
    };
  }

  private jwt(payload: Record<string, unknown>, iat: number, exp: number): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: this.publicJwk.kid })
      .setIssuer(this.settings.issuer)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(this.privateKey);
  }

  private nowSeconds(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }
}

/** The user's attributes as ID token claims, changed as the pre token generation trigger asked. */
function idTokenClaims(user: TwinUser, override: ClaimsOverride): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  for (const [name, value] of user.attributes) claims[name] = claimValue(name, value);
  for (const name of override.claimsToSuppress ?? []) if (!RESERVED_CLAIMS.has(name)) delete claims[name];
  for (const [name, value] of Object.entries(override.claimsToAddOrOverride ?? {})) {
    if (!RESERVED_CLAIMS.has(name)) claims[name] = value;
  }
  return claims;
}
