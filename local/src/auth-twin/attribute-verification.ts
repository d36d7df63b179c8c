import { randomInt } from 'node:crypto';

import { maskEmail } from './attributes';
import type { TwinContext } from './context';
import { CognitoError, invalidParameter, MESSAGES } from './errors';
import { requiredString, stringMap } from './input';
import type { ActionInput } from './input';
import { sendCodeEmail } from './mail';
import type { CodeMessageSource } from './mail';
import { hashResetCode, verifyResetCode } from './reset-codes';
import type { TwinUser } from './user-store';

/**
 * E-mail verification as a pool with "keep original attribute value active when an update is
 * pending" for e-mail (infra: `keepOriginal: { email: true }`): a changed e-mail is held pending, a
 * code goes to the new address (CustomMessage_UpdateUserAttribute), the old one keeps working for
 * sign-in and mail until the user confirms with VerifyUserAttribute. Codes last 24 hours.
 */
const ATTRIBUTE_CODE_SECONDS = 24 * 60 * 60;
const ATTEMPTS_PER_CODE = 5;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

async function sendAttributeCode(
  ctx: TwinContext,
  user: TwinUser,
  to: string,
  triggerSource: CodeMessageSource,
  clientMetadata?: Record<string, string>,
) {
  const code = newCode();
  const entry = {
    codeHash: hashResetCode(code),
    expiresAt: ctx.clock().getTime() + ATTRIBUTE_CODE_SECONDS * 1000,
    wrongAttempts: 0,
  };
  await sendCodeEmail(ctx, user, { triggerSource, to, code, clientMetadata });
  return entry;
}

/** AdminUpdateUserAttributes with a new e-mail and no `email_verified: true`: held until verified. */
export async function startEmailChange(ctx: TwinContext, user: TwinUser, email: string): Promise<void> {
  ctx.users.assertUnique(new Map([['email', email]]), user, 'AliasExistsException');
  const entry = await sendAttributeCode(ctx, user, email, 'CustomMessage_UpdateUserAttribute');
  user.pendingEmail = { value: email, ...entry };
  user.modifiedAt = ctx.clock();
}

async function signedInUser(ctx: TwinContext, input: ActionInput): Promise<TwinUser> {
  const { username } = await ctx.tokens.verifyAccessToken(requiredString(input, 'AccessToken'));
  return ctx.users.getForToken(username);
}

function emailAttribute(input: ActionInput): 'email' {
  const name = requiredString(input, 'AttributeName');
  if (name !== 'email') throw invalidParameter(`Auth flow not enabled for this attribute: ${name}`);
  return name;
}

/**
 * GetUserAttributeVerificationCode (aws-amplify sendUserAttributeVerificationCode): a new code for the
 * pending e-mail, else for the current one when it is not verified yet.
 */
export async function getUserAttributeVerificationCode(ctx: TwinContext, input: ActionInput) {
  const user = await signedInUser(ctx, input);
  emailAttribute(input);
  const clientMetadata = stringMap(input, 'ClientMetadata');
  const pending = user.pendingEmail;
  const current = user.attributes.get('email');
  let destination: string;
  if (pending) {
    destination = pending.value;
    const entry = await sendAttributeCode(
      ctx,
      user,
      destination,
      'CustomMessage_VerifyUserAttribute',
      clientMetadata,
    );
    user.pendingEmail = { value: pending.value, ...entry };
  } else if (current && user.attributes.get('email_verified') !== 'true') {
    destination = current;
    user.emailCode = await sendAttributeCode(
      ctx,
      user,
      current,
      'CustomMessage_VerifyUserAttribute',
      clientMetadata,
    );
  } else {
    throw invalidParameter('Email is already verified.');
  }
  return {
    CodeDeliveryDetails: {
      Destination: maskEmail(destination),
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    },
  };
}

/** VerifyUserAttribute (aws-amplify confirmUserAttribute): the pending e-mail takes effect, verified. */
export async function verifyUserAttribute(ctx: TwinContext, input: ActionInput) {
  const user = await signedInUser(ctx, input);
  emailAttribute(input);
  const code = requiredString(input, 'Code');
  const pending = user.pendingEmail;
  const entry = pending ?? user.emailCode;
  if (!entry) throw new CognitoError('CodeMismatchException', MESSAGES.codeMismatch);
  if (entry.expiresAt < ctx.clock().getTime())
    throw new CognitoError('ExpiredCodeException', MESSAGES.codeExpired);
  if (!verifyResetCode(code, entry.codeHash)) {
    entry.wrongAttempts += 1;
    if (entry.wrongAttempts >= ATTEMPTS_PER_CODE) {
      user.pendingEmail = undefined;
      user.emailCode = undefined;
      throw new CognitoError('LimitExceededException', MESSAGES.attemptLimit);
    }
    throw new CognitoError('CodeMismatchException', MESSAGES.codeMismatch);
  }
  const changes = new Map([['email_verified', 'true']]);
  if (pending) changes.set('email', pending.value);
  ctx.users.updateAttributes(user, changes, ctx.clock());
  user.emailCode = undefined;
  return {};
}
