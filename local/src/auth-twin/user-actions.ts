import { randomInt } from 'node:crypto';

import { isEmail, maskEmail } from './attributes';
import { assertClient } from './auth-flows';
import type { TwinContext } from './context';
import { CognitoError, MESSAGES, notAuthorized } from './errors';
import { requiredString } from './input';
import { stringMap } from './input';
import type { ActionInput } from './input';
import { sendCodeEmail } from './mail';
import { mfaView } from './mfa';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { hashResetCode, verifyResetCode } from './reset-codes';
import { postConfirmationEvent } from './trigger-events';
import { invokeTrigger } from './trigger-runner';
import type { TwinUser } from './user-store';
import { attributeTypes } from './user-view';

async function signedInUser(ctx: TwinContext, input: ActionInput): Promise<TwinUser> {
  const { username } = await ctx.tokens.verifyAccessToken(requiredString(input, 'AccessToken'));
  return ctx.users.getForToken(username);
}

/** GetUser (aws-amplify fetchUserAttributes). */
export async function getUser(ctx: TwinContext, input: ActionInput) {
  const user = await signedInUser(ctx, input);
  return { Username: user.username, UserAttributes: attributeTypes(user), ...mfaView(user) };
}

/** GlobalSignOut: ends every sign-in of the user. */
export async function globalSignOut(ctx: TwinContext, input: ActionInput) {
  const user = await signedInUser(ctx, input);
  ctx.tokens.revokeUser(user.username);
  return {};
}

/** RevokeToken (aws-amplify signOut): ends the sign-in of one refresh token. */
export async function revokeToken(ctx: TwinContext, input: ActionInput) {
  const clientId = requiredString(input, 'ClientId');
  assertClient(ctx, clientId);
  ctx.tokens.revokeRefreshToken(requiredString(input, 'Token'), clientId);
  return {};
}

/** ChangePassword (aws-amplify updatePassword). */
export async function changePassword(ctx: TwinContext, input: ActionInput) {
  const user = await signedInUser(ctx, input);
  const proposed = requiredString(input, 'ProposedPassword');
  assertPasswordPolicy(proposed, ctx.config.passwordMinLength);
  if (!(await verifyPassword(requiredString(input, 'PreviousPassword'), user.passwordHash))) {
    throw notAuthorized(MESSAGES.wrongCredentials);
  }
  user.passwordHash = await hashPassword(proposed);
  user.modifiedAt = ctx.clock();
  return {};
}

/** Sends a 6-digit password-reset code by e-mail; the user's old password keeps working until it is used. */
export async function sendResetCode(
  ctx: TwinContext,
  user: TwinUser,
  clientMetadata?: Record<string, string>,
): Promise<string> {
  const email = user.attributes.get('email') ?? '';
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  user.resetCode = {
    codeHash: hashResetCode(code),
    expiresAt: ctx.clock().getTime() + ctx.config.resetCodeSeconds * 1000,
    wrongAttempts: 0,
  };
  await sendCodeEmail(ctx, user, {
    triggerSource: 'CustomMessage_ForgotPassword',
    to: email,
    code,
    clientMetadata,
  });
  return email;
}

/**
 * ForgotPassword (aws-amplify resetPassword), account recovery by verified e-mail only. A name
 * without an account, disabled, or without a verified e-mail gets the same kind of reply and
 * nothing is sent (PreventUserExistenceErrors).
 */
export async function forgotPassword(ctx: TwinContext, input: ActionInput) {
  const clientId = requiredString(input, 'ClientId');
  assertClient(ctx, clientId);
  const name = requiredString(input, 'Username');
  const user = ctx.users.find(name);
  const deliverable = user?.enabled && user.attributes.get('email_verified') === 'true';
  const clientMetadata = stringMap(input, 'ClientMetadata');
  const email = deliverable && user ? await sendResetCode(ctx, user, clientMetadata) : name;
  const destination = maskEmail(isEmail(name) ? name : email);
  return {
    CodeDeliveryDetails: { Destination: destination, DeliveryMedium: 'EMAIL', AttributeName: 'email' },
  };
}

/** ConfirmForgotPassword (aws-amplify confirmResetPassword): 5 wrong codes use the code up. */
export async function confirmForgotPassword(ctx: TwinContext, input: ActionInput) {
  const clientId = requiredString(input, 'ClientId');
  assertClient(ctx, clientId);
  const code = requiredString(input, 'ConfirmationCode');
  const password = requiredString(input, 'Password');
  assertPasswordPolicy(password, ctx.config.passwordMinLength);
  const user = ctx.users.find(requiredString(input, 'Username'));
  const reset = user?.resetCode;
  if (!user || !reset) throw new CognitoError('CodeMismatchException', MESSAGES.codeMismatch);
  if (reset.expiresAt < ctx.clock().getTime())
    throw new CognitoError('ExpiredCodeException', MESSAGES.codeExpired);
  if (!verifyResetCode(code, reset.codeHash)) {
    reset.wrongAttempts += 1;
    if (reset.wrongAttempts >= 5) {
      user.resetCode = undefined;
      throw new CognitoError('LimitExceededException', MESSAGES.attemptLimit);
    }
    throw new CognitoError('CodeMismatchException', MESSAGES.codeMismatch);
  }
  user.passwordHash = await hashPassword(password);
  user.status = 'CONFIRMED';
  user.resetCode = undefined;
  user.modifiedAt = ctx.clock();
  // The password has changed; a failing trigger is reported, as Cognito reports it, but changes nothing.
  await invokeTrigger(
    'PostConfirmation',
    ctx.triggers.postConfirmation,
    postConfirmationEvent(ctx, user, stringMap(input, 'ClientMetadata')),
    ctx.log,
  );
  return {};
}
