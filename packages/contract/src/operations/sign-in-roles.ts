import * as z from 'zod';

import { ROLES } from '@careshift/domain';

import { signInRoleUpdateSchema } from '../forms/sign-in-role-form';
import { defineOperation } from '../operation';

export const signInRoleSchema = z.object({
  authId: z.string(),
  companyId: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  enabled: z.boolean(),
});
export type SignInRole = z.infer<typeof signInRoleSchema>;

/** Exactly one of the three keys (spec section 7, signInRoleGet). */
export const signInRoleQuerySchema = z
  .object({
    authId: z.string().trim().min(1).max(100).optional(),
    email: z.string().trim().min(1).max(200).optional(),
    regMobileNumber: z.string().trim().min(1).max(20).optional(),
  })
  .refine((query) => [query.authId, query.email, query.regMobileNumber].filter(Boolean).length === 1, {
    message: 'Give exactly one of authId, email or regMobileNumber.',
  });

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
