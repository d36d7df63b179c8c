import { randomUUID } from 'node:crypto';

import { CognitoError } from './errors';

export type UserStatus = 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export interface PasswordResetCode {
  codeHash: string;
  expiresAt: number;
  wrongAttempts: number;
}

/**
 * An e-mail change waiting for its code (a pool that keeps the original e-mail until the new one is
 * verified): the user still signs in and gets mail at the old address meanwhile.
 */
export interface PendingAttribute {
  value: string;
  codeHash: string;
  expiresAt: number;
  wrongAttempts: number;
}

/** A user of the twin's pool, kept in memory (the local stack re-seeds at start). */
export interface TwinUser {
  /** The internal user name: a UUID equal to `sub`, as in a pool that signs in by e-mail or phone. */
  username: string;
  attributes: Map<string, string>;
  passwordHash: string | undefined;
  status: UserStatus;
  enabled: boolean;
  createdAt: Date;
  modifiedAt: Date;
  resetCode: PasswordResetCode | undefined;
  /** The new e-mail until the user confirms it with VerifyUserAttribute. */
  pendingEmail?: PendingAttribute;
  /** A code sent to verify the current, unverified e-mail (GetUserAttributeVerificationCode). */
  emailCode?: PasswordResetCode;
  /** The authenticator app (software token) of the user: see mfa.ts. */
  softwareToken?: SoftwareToken;
}

/**
 * A software token (TOTP): the secret of the last AssociateSoftwareToken until VerifySoftwareToken
 * proves it (`pendingSecret`); then it is the user's token (`secret`), which MFA may use once enabled.
 */
export interface SoftwareToken {
  secret: string | undefined;
  pendingSecret: string | undefined;
  /** SetUserMFAPreference: software token MFA is on (Cognito then challenges every sign-in). */
  enabled: boolean;
  preferred: boolean;
}

const UNIQUE_ATTRIBUTES = ['email', 'phone_number'] as const;

export class UserStore {
  private readonly users = new Map<string, TwinUser>();

  /** Every user, oldest first (ListUsers order). */
  all(): TwinUser[] {
    return [...this.users.values()];
  }

  create(attributes: Map<string, string>, now: Date): TwinUser {
    this.assertUnique(attributes, undefined, 'UsernameExistsException');
    const username = randomUUID();
    attributes.set('sub', username);
    const user: TwinUser = {
      username,
      attributes,
      passwordHash: undefined,
      status: 'FORCE_CHANGE_PASSWORD',
      enabled: true,
      createdAt: now,
      modifiedAt: now,
      resetCode: undefined,
    };
    this.users.set(username, user);
    return user;
  }

  /**
   * The user a sign-in name or an admin call's Username means: the internal user name, or the
   * e-mail (case-insensitive, as in a case-insensitive pool) or phone number it signs in with.
   */
  find(name: string): TwinUser | undefined {
    const byUsername = this.users.get(name);
    if (byUsername) return byUsername;
    const lower = name.toLowerCase();
    return this.all().find(
      (user) =>
        user.attributes.get('email')?.toLowerCase() === lower || user.attributes.get('phone_number') === name,
    );
  }

  get(name: string): TwinUser {
    const user = this.find(name);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return user;
  }

  /** The user a token belongs to, refused when deleted or disabled since. */
  getForToken(username: string): TwinUser {
    const user = this.users.get(username);
    if (!user) throw new CognitoError('NotAuthorizedException', 'User does not exist.');
    if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    return user;
  }

  updateAttributes(user: TwinUser, changes: Map<string, string>, now: Date): void {
    this.assertUnique(changes, user, 'AliasExistsException');
    if (changes.has('email')) user.pendingEmail = undefined;
    for (const [name, value] of changes) {
      if (value === '') user.attributes.delete(name);
      else user.attributes.set(name, value);
    }
    user.modifiedAt = now;
  }

  delete(user: TwinUser): void {
    this.users.delete(user.username);
  }

  /** E-mail and phone number sign a user in, so no two users may share one. */
  assertUnique(attributes: Map<string, string>, self: TwinUser | undefined, errorType: string): void {
    for (const name of UNIQUE_ATTRIBUTES) {
      const value = attributes.get(name);
      if (!value) continue;
      const taken = this.all().some(
        (user) => user !== self && user.attributes.get(name)?.toLowerCase() === value.toLowerCase(),
      );
      if (taken) throw new CognitoError(errorType, `An account with the given ${name} already exists.`);
    }
  }
}
