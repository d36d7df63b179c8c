import * as z from 'zod/mini';

import { ROLES } from '@careshift/domain';

import { signInRoleUpdateSchema } from '../forms/sign-in-role-form';
import { defineOperation } from '../operation';

export const signInRoleSchema = z.object({
  authId: z.string(),
  companyId: z.nullable(z.string()),
  role: z.nullable(z.enum(ROLES)),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  enabled: z.boolean(),
});
export type SignInRole = z.infer<typeof signInRoleSchema>;

/** Exactly one of the three keys (spec section 7, signInRoleGet). */
export const signInRoleQuerySchema = z
  .object({
    authId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    email: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    regMobileNumber: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
  })
  .check(
    z.refine((query) => [query.authId, query.email, query.regMobileNumber].filter(Boolean).length === 1, {
      message: 'Give exactly one of authId, email or regMobileNumber.',
    }),
  );

export const signInRoleGet = defineOperation({
  id: 'getUserClaims',
  method: 'GET',
  path: '/api/users/claims',
  access: ['SYSTEM_USER'],
  area: 'sign-in-roles',
  summary: 'Find a sign-in by auth id, registration mobile number or e-mail and show its role and company.',
  input: { query: signInRoleQuerySchema },
  output: signInRoleSchema,
});

export const signInRoleUpdate = defineOperation({
  id: 'updateUserClaims',
  method: 'PUT',
  path: '/api/users/claims',
  access: ['SYSTEM_USER'],
  area: 'sign-in-roles',
  summary: 'Set the role (empty, EMPLOYEE, SYSTEM_USER or OWNER) and company of a sign-in.',
  input: { body: signInRoleUpdateSchema },
  output: signInRoleSchema,
});
