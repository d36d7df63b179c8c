import { startEmailChange } from './attribute-verification';
import { isEmail, isPhoneNumber, validateAttributes } from './attributes';
import type { TwinContext } from './context';
import { CognitoError, invalidParameter } from './errors';
import { attributeList, optionalString, requiredString } from './input';
import type { ActionInput, AttributeInput } from './input';
import { parseUserFilter } from './list-users-filter';
import { invitationEmail } from './mail';
import { assertPasswordPolicy, generateTemporaryPassword, hashPassword } from './passwords';
import { sendResetCode } from './user-actions';
import type { TwinUser } from './user-store';
import { adminUserView, userType } from './user-view';

/** Admin calls are signed with IAM credentials in AWS; the twin only checks the pool id. */
function pool(ctx: TwinContext, input: ActionInput): void {
  const userPoolId = requiredString(input, 'UserPoolId');
  if (userPoolId !== ctx.config.userPoolId) {
    throw new CognitoError('ResourceNotFoundException', `User pool ${userPoolId} does not exist.`);
  }
}

function targetUser(ctx: TwinContext, input: ActionInput): TwinUser {
  pool(ctx, input);
  return ctx.users.get(requiredString(input, 'Username'));
}

/** A new user's attributes: the given ones, with the user name as the e-mail or phone number. */
function newUserAttributes(name: string, given: AttributeInput[]): Map<string, string> {
  const attributes = new Map(given.filter((a) => a.Value !== '').map((a) => [a.Name, a.Value]));
  if (isEmail(name)) attributes.set('email', attributes.get('email') ?? name);
  else if (isPhoneNumber(name)) attributes.set('phone_number', attributes.get('phone_number') ?? name);
  else throw invalidParameter('Username should be either an email or a phone number.');
  return attributes;
}

/**
 * AdminCreateUser in a pool that signs in by e-mail or phone: Username is the e-mail or the
 * E.164 number, the internal user name is a new UUID (= sub).
 */
export async function adminCreateUser(ctx: TwinContext, input: ActionInput) {
  pool(ctx, input);
  const name = requiredString(input, 'Username');
  const given = attributeList(input, 'UserAttributes');
  validateAttributes(given, ctx.config.customAttributes);
  const attributes = newUserAttributes(name, given);
  const temporary = optionalString(input, 'TemporaryPassword');
  if (temporary !== undefined) assertPasswordPolicy(temporary, ctx.config.passwordMinLength);
  const email = attributes.get('email');
  const invite = optionalString(input, 'MessageAction') !== 'SUPPRESS' && email !== undefined;
  // A generated temporary password nobody is told cannot be used: keep none instead of hashing it.
  const password = temporary ?? (invite ? generateTemporaryPassword() : undefined);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  const user = ctx.users.create(attributes, ctx.clock());
  user.passwordHash = passwordHash;
  if (invite && password) await ctx.outbox.sendEmail(invitationEmail(email, user.attributes, password));
  return { User: userType(user) };
}

export async function adminSetUserPassword(ctx: TwinContext, input: ActionInput) {
  const user = targetUser(ctx, input);
  const password = requiredString(input, 'Password');
  assertPasswordPolicy(password, ctx.config.passwordMinLength);
  user.passwordHash = await hashPassword(password);
  user.status = input.Permanent === true ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD';
  user.resetCode = undefined;
  user.modifiedAt = ctx.clock();
  return {};
}

export async function adminGetUser(ctx: TwinContext, input: ActionInput) {
  return adminUserView(targetUser(ctx, input));
}

/** A new e-mail that the call does not mark verified: it waits for its code. */
function isPendingEmail(user: TwinUser, changes: Map<string, string>): boolean {
  const email = changes.get('email');
  return (
    email !== undefined &&
    email !== '' &&
    email.toLowerCase() !== user.attributes.get('email')?.toLowerCase() &&
    changes.get('email_verified') !== 'true'
  );
}

/** A changed phone number is unverified unless the same changes say whether it is. */
function isUnverifiedPhoneChange(user: TwinUser, changes: Map<string, string>): boolean {
  const phone = changes.get('phone_number');
  return (
    phone !== undefined &&
    phone !== user.attributes.get('phone_number') &&
    !changes.has('phone_number_verified')
  );
}

/**
 * A changed phone number is unverified unless the same call says otherwise. A changed e-mail without
 * `email_verified: true` stays pending (the pool keeps the original e-mail until the new one is
 * verified) and a code goes to the new address; with it, the e-mail changes at once.
 */
export async function adminUpdateUserAttributes(ctx: TwinContext, input: ActionInput) {
  const user = targetUser(ctx, input);
  const given = attributeList(input, 'UserAttributes');
  validateAttributes(given, ctx.config.customAttributes);
  const changes = new Map(given.map((a) => [a.Name, a.Value]));
  const pendingEmail = isPendingEmail(user, changes) ? changes.get('email') : undefined;
  if (pendingEmail !== undefined) {
    changes.delete('email');
    changes.delete('email_verified');
  }
  if (isUnverifiedPhoneChange(user, changes)) changes.set('phone_number_verified', 'false');
  if (pendingEmail !== undefined) {
    ctx.users.assertUnique(new Map([['email', pendingEmail]]), user, 'AliasExistsException');
  }
  ctx.users.updateAttributes(user, changes, ctx.clock());
  if (pendingEmail !== undefined) await startEmailChange(ctx, user, pendingEmail);
  return {};
}

/** AdminDisableUser: refuses sign-in and ends every sign-in of the user. */
export async function adminDisableUser(ctx: TwinContext, input: ActionInput) {
  const user = targetUser(ctx, input);
  user.enabled = false;
  user.modifiedAt = ctx.clock();
  ctx.tokens.revokeUser(user.username);
  return {};
}

export async function adminEnableUser(ctx: TwinContext, input: ActionInput) {
  const user = targetUser(ctx, input);
  user.enabled = true;
  user.modifiedAt = ctx.clock();
  return {};
}

export async function adminDeleteUser(ctx: TwinContext, input: ActionInput) {
  const user = targetUser(ctx, input);
  ctx.tokens.revokeUser(user.username);
  ctx.users.delete(user);
  return {};
}

export async function adminUserGlobalSignOut(ctx: TwinContext, input: ActionInput) {
  ctx.tokens.revokeUser(targetUser(ctx, input).username);
  return {};
}

/** AdminResetUserPassword: e-mails a reset code; the next password sign-in must reset first. */
export async function adminResetUserPassword(ctx: TwinContext, input: ActionInput) {
  const user = targetUser(ctx, input);
  if (!user.attributes.get('email')) {
    throw invalidParameter('Cannot reset password for the user as there is no registered/verified email');
  }
  user.status = 'RESET_REQUIRED';
  user.modifiedAt = ctx.clock();
  await sendResetCode(ctx, user);
  return {};
}

const MAX_PAGE = 60;

/** ListUsers' Limit: at most a page of 60, which is also the default. */
function pageLimit(input: ActionInput): number {
  const limit = typeof input.Limit === 'number' ? input.Limit : MAX_PAGE;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE) {
    throw invalidParameter(
      `1 validation error detected: Value '${limit}' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 60`,
    );
  }
  return limit;
}

/** Where ListUsers' PaginationToken says the page starts (0 without one). */
function pageStart(input: ActionInput): number {
  const token = optionalString(input, 'PaginationToken');
  const start = token === undefined ? 0 : Number(Buffer.from(token, 'base64url').toString());
  if (!Number.isInteger(start) || start < 0) throw invalidParameter('Invalid pagination token.');
  return start;
}

/** ListUsers with Filter, Limit (≤ 60), PaginationToken and AttributesToGet. */
export async function listUsers(ctx: TwinContext, input: ActionInput) {
  pool(ctx, input);
  const matches = parseUserFilter(optionalString(input, 'Filter'));
  const limit = pageLimit(input);
  const start = pageStart(input);
  const only = Array.isArray(input.AttributesToGet) ? (input.AttributesToGet as string[]) : undefined;
  const found = ctx.users.all().filter(matches);
  const page = found.slice(start, start + limit);
  const next =
    start + limit < found.length ? Buffer.from(String(start + limit)).toString('base64url') : undefined;
  return { Users: page.map((user) => userType(user, only)), ...(next ? { PaginationToken: next } : {}) };
}
