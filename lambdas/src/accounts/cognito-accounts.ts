import { randomBytes } from 'node:crypto';

import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  ForgotPasswordCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type {
  AttributeType,
  CognitoIdentityProviderClient,
  UserType,
} from '@aws-sdk/client-cognito-identity-provider';

import { isRole } from '@careshift/domain';
import type { Role } from '@careshift/domain';

/** A sign-in as the product sees it: who it is and what the tokens will say. */
export interface Account {
  authId: string;
  username: string;
  email: string | undefined;
  /** Whether the pool has verified the e-mail (a changed e-mail is verified by the user's code). */
  emailVerified: boolean;
  phoneNumber: string | undefined;
  role: Role | undefined;
  companyId: string | undefined;
  enabled: boolean;
}

export interface NewAccount {
  /** E-mail for organisation users and administrators, E.164 mobile number for partners. */
  username: string;
  email?: string;
  phoneNumber?: string;
  /** Permanent password; without one the account gets an unusable random one (partners sign in by SMS). */
  password?: string;
  role: Role;
  companyId?: string;
  lang?: 'en' | 'el';
  /** False creates the account disabled (a record whose status does not allow signing in). */
  enabled?: boolean;
}

/** What can change on a sign-in when its record changes; undefined leaves a value as it is. */
export interface AccountChanges {
  email?: string;
  /**
   * True: a changed e-mail waits for the code Cognito sends to it (the pool keeps the original e-mail
   * until the user confirms, issue 29); otherwise it is set verified at once.
   */
  emailNeedsCode?: boolean;
  phoneNumber?: string;
  lang?: 'en' | 'el';
}

const attribute = (user: { Attributes?: AttributeType[]; UserAttributes?: AttributeType[] }, name: string) =>
  (user.Attributes ?? user.UserAttributes)?.find((a) => a.Name === name)?.Value || undefined;

function toAccount(user: UserType & { UserAttributes?: AttributeType[] }): Account {
  const role = attribute(user, 'custom:role');
  return {
    authId: attribute(user, 'sub') ?? user.Username ?? '',
    username: user.Username ?? '',
    email: attribute(user, 'email'),
    emailVerified: attribute(user, 'email_verified') === 'true',
    phoneNumber: attribute(user, 'phone_number'),
    role: isRole(role) ? role : undefined,
    companyId: attribute(user, 'custom:companyId'),
    enabled: user.Enabled ?? true,
  };
}

/** A long random password nobody knows, meeting any password policy: the password path stays closed. */
export function unusablePassword(): string {
  return `${randomBytes(24).toString('base64url')}aA1!`;
}

const isNotFound = (error: unknown) => (error as { name?: string }).name === 'UserNotFoundException';

/**
 * The changed e-mail / phone / language as attributes. A changed phone stays verified; a changed
 * e-mail too, unless it needs the user's code: then it goes without `email_verified`, so Cognito keeps
 * the original e-mail and sends a code to the new one.
 */
function changeAttributes(changes: AccountChanges): AttributeType[] {
  const attributes: AttributeType[] = [];
  if (changes.email !== undefined) {
    attributes.push({ Name: 'email', Value: changes.email });
    if (!changes.emailNeedsCode) attributes.push({ Name: 'email_verified', Value: 'true' });
  }
  if (changes.phoneNumber !== undefined) {
    attributes.push(
      { Name: 'phone_number', Value: changes.phoneNumber },
      { Name: 'phone_number_verified', Value: 'true' },
    );
  }
  if (changes.lang !== undefined) attributes.push({ Name: 'locale', Value: changes.lang });
  return attributes;
}

/**
 * The user pool behind the business records (issue 5: accounts follow the records). The same
 * SDK calls reach Cognito in AWS and the auth twin locally; only the endpoint differs. A pool that
 * signs in by e-mail or phone names users by a UUID (= `sub`), and every admin call below accepts
 * that UUID as `Username`, so callers pass the record id (= `sub`).
 */
export function createCognitoAccounts(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  /** The web's app client: the forgot-password flow is the app's own (no admin call sends that e-mail). */
  appClientId?: string,
) {
  const findBy = async (filter: string): Promise<Account | undefined> => {
    const { Users = [] } = await client.send(
      new ListUsersCommand({ UserPoolId: userPoolId, Filter: filter, Limit: 1 }),
    );
    return Users[0] ? toAccount(Users[0]) : undefined;
  };
  const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;
  const setEnabled = async (username: string, enabled: boolean) => {
    const Command = enabled ? AdminEnableUserCommand : AdminDisableUserCommand;
    await client.send(new Command({ UserPoolId: userPoolId, Username: username }));
  };
  const signOutEverywhere = async (username: string) => {
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
  };
  const deleteAccount = async (username: string) => {
    try {
      await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  };

  return {
    /**
     * Creates a confirmed sign-in (no invitation message) with a permanent password, disabled when
     * asked. If a step after the first fails, the half-made account is deleted again.
     */
    async createAccount(account: NewAccount): Promise<Account> {
      const attributes: AttributeType[] = [{ Name: 'custom:role', Value: account.role }];
      if (account.companyId) attributes.push({ Name: 'custom:companyId', Value: account.companyId });
      attributes.push(
        ...changeAttributes({ email: account.email, phoneNumber: account.phoneNumber, lang: account.lang }),
      );
      const { User } = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: account.username,
          UserAttributes: attributes,
          MessageAction: 'SUPPRESS',
        }),
      );
      const created = toAccount(User ?? {});
      try {
        await client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: created.username,
            Password: account.password ?? unusablePassword(),
            Permanent: true,
          }),
        );
        if (account.enabled === false) await setEnabled(created.username, false);
      } catch (error) {
        await deleteAccount(created.username);
        throw error;
      }
      return { ...created, enabled: account.enabled !== false };
    },

    async getByUsername(username: string): Promise<Account | undefined> {
      try {
        const user = await client.send(
          new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
        );
        return toAccount({ ...user, Attributes: user.UserAttributes });
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    findByAuthId: (authId: string) => findBy(`sub = ${quoted(authId)}`),
    findByEmail: (email: string) => findBy(`email = ${quoted(email)}`),
    findByPhoneNumber: (phoneNumber: string) => findBy(`phone_number = ${quoted(phoneNumber)}`),

    async setClaims(username: string, claims: { role: Role | undefined; companyId: string | undefined }) {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: [
            { Name: 'custom:role', Value: claims.role ?? '' },
            { Name: 'custom:companyId', Value: claims.companyId ?? '' },
          ],
        }),
      );
    },

    /** Changes the e-mail, phone number or language of a sign-in (a taken e-mail or number is refused). */
    async updateAccount(username: string, changes: AccountChanges) {
      const attributes = changeAttributes(changes);
      if (attributes.length === 0) return;
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: attributes,
        }),
      );
    },

    /** Disabling also ends every sign-in of the user (Cognito revokes its tokens). */
    setEnabled,

    /** Deletes a sign-in; one already gone counts as deleted. */
    deleteAccount,

    /**
     * Sends the password-reset e-mail of the pool's forgot-password flow (the code the sign-in page's
     * "Forgot password" takes); the current password keeps working until the user sets a new one.
     */
    async sendPasswordReset(email: string) {
      if (!appClientId) throw new Error('The user pool app client id is not configured');
      await client.send(new ForgotPasswordCommand({ ClientId: appClientId, Username: email }));
    },

    /** Ends every sign-in of the user: its refresh tokens stop working (a role change forces a new sign-in). */
    signOutEverywhere,

    /**
     * Refuses a sign-in that stays enabled in the pool (a partner's phone sign-in: the sign-in
     * triggers refuse it by its record, so its number reads like an unknown one). The pool's part is
     * ending every session, so no refresh token outlives the refusal.
     */
    refuseSignIn: signOutEverywhere,

    /**
     * Lets a refused sign-in in again. The pool's part is making sure the account is enabled (a
     * partner disabled in the pool before partners were refused by the triggers comes back too).
     */
    allowSignIn: (username: string) => setEnabled(username, true),

    /**
     * Ends a refusal but leaves the account as its own status has it (a DISABLED user of an
     * organisation enabled again stays disabled in the pool): nothing changes in the pool; the
     * revocation wrapper moves the revocation back to now.
     */
    liftRefusal: async (username: string): Promise<void> => {
      if (!username) throw new Error('A username is required');
    },
  };
}

export type CognitoAccounts = ReturnType<typeof createCognitoAccounts>;
