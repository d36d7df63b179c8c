import { describe, expect, it } from 'vitest';

import { emailSignInSchema, resetConfirmSchema, resetRequestSchema } from './sign-in-forms';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('emailSignInSchema', () => {
  it('should require a valid e-mail and a password', () => {
    expect(messages(emailSignInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(messages(emailSignInSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: 'validation.invalidEmail',
    });
  });

  it('should accept a short existing password (the service judges it) and trim the e-mail', () => {
    expect(emailSignInSchema.parse({ email: ' admin@careshift.local ', password: 'abc' })).toEqual({
      email: 'admin@careshift.local',
      password: 'abc',
    });
  });
});

describe('reset password forms', () => {
  it('should require a valid e-mail to send the code to', () => {
    expect(resetRequestSchema.safeParse({ email: 'desk@olympus.example' }).success).toBe(true);
    expect(messages(resetRequestSchema.safeParse({ email: 'desk@' }))).toEqual({
      email: 'validation.invalidEmail',
    });
  });

  it('should require the 6-digit code and a new password of at least 12 characters', () => {
    expect(resetConfirmSchema.safeParse({ code: '123456', newPassword: 'a-long-secret' }).success).toBe(true);
    expect(messages(resetConfirmSchema.safeParse({ code: '12345', newPassword: 'short' }))).toEqual({
      code: 'validation.verificationCode',
      newPassword: 'validation.minLength?min=12',
    });
  });
});
