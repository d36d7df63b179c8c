import * as z from 'zod/mini';

import {
  systemUserCreateFormSchema,
  systemUserFormDefaults,
  systemUserUpdateFormSchema,
} from '@careshift/contract';
import type { SystemUser, SystemUserCreateForm } from '@careshift/contract';

/** What the system user form holds: the create form's fields, the password empty when editing. */
export type SystemUserFormValues = Omit<SystemUserCreateForm, 'password'> & { password?: string };
export type SystemUserFormOutput = z.output<typeof systemUserUpdateFormSchema> & { password?: string };

const editSchema = z.extend(systemUserUpdateFormSchema, { password: z.optional(z.string()) });

/** The contract's schema of the mode: create checks the password, edit has none. */
export function systemUserFormSchema(
  editing: boolean,
): z.core.$ZodType<SystemUserFormOutput, SystemUserFormValues> {
  return editing ? editSchema : systemUserCreateFormSchema;
}

/** The form's values for a user being edited, or the defaults of a new one. */
export function toFormValues(user: SystemUser | undefined): SystemUserFormValues {
  if (!user) return systemUserFormDefaults();
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    status: user.status,
    lang: user.lang,
    receiveRequestUpdates: user.receiveRequestUpdates,
    password: '',
  };
}

export const SYSTEM_USER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'status',
  'lang',
  'receiveRequestUpdates',
] as const;
export type SystemUserFormField = (typeof SYSTEM_USER_FORM_FIELDS)[number];

export function isSystemUserFormField(name: string): name is SystemUserFormField {
  return (SYSTEM_USER_FORM_FIELDS as readonly string[]).includes(name);
}
