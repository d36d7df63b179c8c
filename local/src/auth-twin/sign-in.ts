import type { TwinContext } from './context';
import type { AuthenticationResult } from './tokens';
import { preTokenGenerationEvent } from './trigger-events';
import type { TokenTriggerSource } from './trigger-events';
import { invokeTrigger } from './trigger-runner';
import type { TwinUser } from './user-store';

async function tokenClaims(
  ctx: TwinContext,
  user: TwinUser,
  source: TokenTriggerSource,
  clientMetadata: Record<string, string>,
) {
  const event = preTokenGenerationEvent(ctx, user, source, clientMetadata);
  const { response } = await invokeTrigger(
    'PreTokenGeneration',
    ctx.triggers.preTokenGeneration,
    event,
    ctx.log,
  );
  return response.claimsOverrideDetails ?? {};
}

/** Tokens of a completed sign-in, after the pre token generation trigger. */
export async function completeSignIn(
  ctx: TwinContext,
  user: TwinUser,
  clientId: string,
  source: 'TokenGeneration_Authentication' | 'TokenGeneration_NewPasswordChallenge',
  clientMetadata: Record<string, string>,
): Promise<{ AuthenticationResult: AuthenticationResult; ChallengeParameters: Record<string, string> }> {
  const claims = await tokenClaims(ctx, user, source, clientMetadata);
  return { AuthenticationResult: await ctx.tokens.signIn(user, clientId, claims), ChallengeParameters: {} };
}

/** New ID and access tokens for a refresh token (InitiateAuth REFRESH_TOKEN_AUTH, GetTokensFromRefreshToken). */
export async function refreshTokens(
  ctx: TwinContext,
  clientId: string,
  refreshToken: string,
  clientMetadata: Record<string, string>,
): Promise<{ AuthenticationResult: AuthenticationResult; ChallengeParameters: Record<string, string> }> {
  const session = ctx.tokens.lookupRefreshSession(refreshToken, clientId);
  const user = ctx.users.getForToken(session.username);
  ctx.tokens.assertActive(session);
  const claims = await tokenClaims(ctx, user, 'TokenGeneration_RefreshTokens', clientMetadata);
  return { AuthenticationResult: await ctx.tokens.refresh(user, session, claims), ChallengeParameters: {} };
}
