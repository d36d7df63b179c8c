import { mfaView } from './mfa';
import type { TwinUser } from './user-store';

export interface AttributeType {
  Name: string;
  Value: string;
}

export function attributeTypes(user: TwinUser, only?: readonly string[]): AttributeType[] {
  return [...user.attributes]
    .filter(([name]) => !only || only.includes(name))
    .map(([Name, Value]) => ({ Name, Value }));
}

/** Timestamps go over the wire as epoch seconds, which the SDK turns into Dates. */
const epochSeconds = (date: Date) => date.getTime() / 1000;

/** The UserType of AdminCreateUser and ListUsers. */
export function userType(user: TwinUser, only?: readonly string[]) {
  return {
    Username: user.username,
    Attributes: attributeTypes(user, only),
    UserCreateDate: epochSeconds(user.createdAt),
    UserLastModifiedDate: epochSeconds(user.modifiedAt),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}

/** AdminGetUser's reply. */
export function adminUserView(user: TwinUser) {
  const { Attributes, ...rest } = userType(user);
  return { ...rest, UserAttributes: Attributes, ...mfaView(user) };
}
