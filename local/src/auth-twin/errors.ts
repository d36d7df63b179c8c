/** A Cognito service error: the twin answers it as HTTP 400 `{__type, message}` like the real API. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }
}

/** The messages the real service uses, so clients and tests see the same text locally. */
export const MESSAGES = {
  wrongCredentials: 'Incorrect username or password.',
  userDisabled: 'User is disabled.',
  userNotFound: 'User does not exist.',
  invalidSession: 'Invalid session for the user.',
  expiredSession: 'Invalid session for the user, session is expired.',
  invalidAccessToken: 'Invalid Access Token',
  expiredAccessToken: 'Access Token has expired',
  revokedAccessToken: 'Access Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  expiredRefreshToken: 'Refresh Token has expired',
  revokedRefreshToken: 'Refresh Token has been revoked',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  passwordResetRequired: 'Password reset required for the user',
} as const;

export const notAuthorized = (message: string) => new CognitoError('NotAuthorizedException', message);
export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
export const userNotFound = () => new CognitoError('UserNotFoundException', MESSAGES.userNotFound);

/** The SDK's own wording for a missing required member. */
export function missingMember(member: string): CognitoError {
  const name = member.charAt(0).toLowerCase() + member.slice(1);
  return invalidParameter(
    `1 validation error detected: Value null at '${name}' failed to satisfy constraint: Member must not be null`,
  );
}
