import {
  adminCreateUser,
  adminDeleteUser,
  adminDisableUser,
  adminEnableUser,
  adminGetUser,
  adminResetUserPassword,
  adminSetUserPassword,
  adminUpdateUserAttributes,
  adminUserGlobalSignOut,
  listUsers,
} from './admin-actions';
import { getUserAttributeVerificationCode, verifyUserAttribute } from './attribute-verification';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './auth-flows';
import type { TwinContext } from './context';
import type { ActionInput } from './input';
import {
  adminSetUserMfaPreference,
  associateSoftwareToken,
  setUserMfaPreference,
  verifySoftwareToken,
} from './mfa';
import {
  changePassword,
  confirmForgotPassword,
  forgotPassword,
  getUser,
  globalSignOut,
  revokeToken,
} from './user-actions';

export type Action = (ctx: TwinContext, input: ActionInput) => Promise<object>;

/** Every call aws-amplify v6 and our Lambdas make, by X-Amz-Target action name. */
export const ACTIONS: Record<string, Action> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GetUser: getUser,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  AdminCreateUser: adminCreateUser,
  AdminSetUserPassword: adminSetUserPassword,
  AdminGetUser: adminGetUser,
  AdminUpdateUserAttributes: adminUpdateUserAttributes,
  AdminDisableUser: adminDisableUser,
  AdminEnableUser: adminEnableUser,
  AdminDeleteUser: adminDeleteUser,
  AdminUserGlobalSignOut: adminUserGlobalSignOut,
  AdminResetUserPassword: adminResetUserPassword,
  ListUsers: listUsers,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
  AdminSetUserMFAPreference: adminSetUserMfaPreference,
};
