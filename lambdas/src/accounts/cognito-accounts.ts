import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AttributeType, UserType ,
  CognitoIdentityProviderClient} from '@aws-sdk/client-cognito-identity-provider';

import type { Role } from '@careshift/domain';

/** A sign-in as the product sees it: who it is and what the tokens will say. */
export interface Account {
  authId: string;
  username: string;
  email: string | undefined;
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
  password?: string;
  role: Role;
  companyId?: string;
  lang?: 'en' | 'el';
}

const attribute = (user: { Attributes?: AttributeType[]; UserAttributes?: AttributeType[] }, name: string) =>
  (user.Attributes ?? user.UserAttributes)?.find((a) => a.Name === name)?.Value || undefined;

function toAccount(user: UserType & { UserAttributes?: AttributeType[] }): Account {
  return {
    authId: attribute(user, 'sub') ?? user.Username ?? '',
    username: user.Username ?? '',
    email: attribute(user, 'email'),
    phoneNumber: attribute(user, 'phone_number'),
    role: attribute(user, 'custom:role') as Role | undefined,
    companyId: attribute(user, 'custom:companyId'),
    enabled: user.Enabled ?? true,
  };
}

/**
 * The user pool behind the business records (issue 5: accounts follow the records). The same
 * SDK calls reach Cognito in AWS and the auth twin locally; only the endpoint differs.
 */
export function createCognitoAccounts(client: CognitoIdentityProviderClient, userPoolId: string) {
  const findBy = async (filter: string): Promise<Account | undefined> => {
    const { Users = [] } = await client.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: filter, Limit: 1 }));
    return Users[0] ? toAccount(Users[0]) : undefined;
  };
  const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

  return {
    async createAccount(account: NewAccount): Promise<Account> {
      const attributes: AttributeType[] = [{ Name: 'custom:role', Value: account.role }];
      if (account.companyId) attributes.push({ Name: 'custom:companyId', Value: account.companyId });
      if (account.email) attributes.push({ Name: 'email', Value: account.email }, { Name: 'email_verified', Value: 'true' });
      if (account.phoneNumber)
        attributes.push({ Name: 'phone_number', Value: account.phoneNumber }, { Name: 'phone_number_verified', Value: 'true' });
      if (account.lang) attributes.push({ Name: 'locale', Value: account.lang });
      const { User } = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: account.username,
          UserAttributes: attributes,
          MessageAction: 'SUPPRESS',
        }),
      );
      if (account.password) {
        await client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: account.username,
            Password: account.password,
            Permanent: true,
          }),
        );
      }
      return toAccount(User ?? {});
    },

    async getByUsername(username: string): Promise<Account | undefined> {
      try {
        const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
        return toAccount({ ...user, Attributes: user.UserAttributes });
      } catch (error) {
        if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
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

    async setEnabled(username: string, enabled: boolean) {
      const Command = enabled ? AdminEnableUserCommand : AdminDisableUserCommand;
      await client.send(new Command({ UserPoolId: userPoolId, Username: username }));
    },

    async deleteAccount(username: string) {
      await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
    },
  };
}

export type CognitoAccounts = ReturnType<typeof createCognitoAccounts>;
