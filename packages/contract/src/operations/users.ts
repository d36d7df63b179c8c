import { z } from 'zod';

import { ROLES } from '@careshift/domain';

import { claimsUpdateSchema } from '../forms/user-claims-form';
import { defineOperation } from '../operation';

export const userClaimsSchema = z.object({
  authId: z.string(),
  companyId: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  enabled: z.boolean(),
});
export type UserClaims = z.infer<typeof userClaimsSchema>;

/** Exactly one of the three keys (spec section 7, getUserClaims). */
export const userClaimsQuerySchema = z
  .object({
    authId: z.string().trim().min(1).max(100).optional(),
    email: z.string().trim().min(1).max(200).optional(),
    regMobileNumber: z.string().trim().min(1).max(20).optional(),
  })
  .refine((query) => [query.authId, query.email, query.regMobileNumber].filter(Boolean).length === 1, {
    message: 'Give exactly one of authId, email or regMobileNumber.',
  });

export const getUserClaims = defineOperation({
  id: 'getUserClaims',
  method: 'GET',
  path: '/api/users/claims',
  access: ['SYSTEM_USER'],
  area: 'users',
  summary: 'Find a sign-in by auth id, registration mobile number or e-mail and show its role and company.',
  input: { query: userClaimsQuerySchema },
  output: userClaimsSchema,
});

export const updateUserClaims = defineOperation({
  id: 'updateUserClaims',
  method: 'PUT',
  path: '/api/users/claims',
  access: ['SYSTEM_USER'],
  area: 'users',
  summary: 'Set the role (empty, EMPLOYEE, SYSTEM_USER or OWNER) and company of a sign-in.',
  input: { body: claimsUpdateSchema },
  output: userClaimsSchema,
});
