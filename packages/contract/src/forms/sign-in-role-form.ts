import * as z from 'zod/mini';

import { messageKey } from '../messages';

import { addMessageIssue, optionalText, requiredEnum, requiredId, TEXT_MAX } from './fields';
import { isValidE164 } from './phone-field';

/** The roles the Manage Claims form offers; '' removes the role. */
export const SIGN_IN_ROLE_OPTIONS = ['', 'EMPLOYEE', 'SYSTEM_USER', 'OWNER'] as const;
export type SignInRoleOption = (typeof SIGN_IN_ROLE_OPTIONS)[number];

/** How an administrator looks a user up: auth id, registration mobile number (the default) or e-mail. */
export const SIGN_IN_SEARCH_TYPES = ['authId', 'regMobileNumber', 'email'] as const;
export type SignInSearchType = (typeof SIGN_IN_SEARCH_TYPES)[number];
export const DEFAULT_SIGN_IN_SEARCH_TYPE: SignInSearchType = 'regMobileNumber';

/** The editable role of the claims form (Reset / Update). */
export const signInRoleFormSchema = z.object({
  role: z.enum(SIGN_IN_ROLE_OPTIONS, { error: messageKey('invalidOption') }),
});
export type SignInRoleForm = z.input<typeof signInRoleFormSchema>;

/** The signInRoleUpdate model: whose claims, the company (for client users) and the role. */
export const signInRoleUpdateSchema = z.extend(signInRoleFormSchema, {
  authId: requiredId(),
  companyId: optionalText(100),
});
export type SignInRoleUpdate = z.output<typeof signInRoleUpdateSchema>;

/** The claims search: the value must fit its type (a valid e-mail, a full number with +357, an id). */
export const signInSearchFormSchema = z
  .object({
    type: requiredEnum(SIGN_IN_SEARCH_TYPES),
    value: z
      .string({ error: messageKey('required') })
      .check(
        z.trim(),
        z.minLength(1, messageKey('required')),
        z.maxLength(TEXT_MAX, messageKey('maxLength', { max: TEXT_MAX })),
      ),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (typeof form.value !== 'string' || form.value === '') return;
      if (form.type === 'email' && !z.email().safeParse(form.value).success) {
        addMessageIssue(ctx, 'invalidEmail', ['value']);
      }
      if (form.type === 'regMobileNumber' && !isValidE164(form.value.replace(/\s/g, ''))) {
        addMessageIssue(ctx, 'invalidPhone', ['value']);
      }
    }),
  );
export type SignInSearchForm = z.input<typeof signInSearchFormSchema>;

export const signInSearchFormDefaults: SignInSearchForm = { type: DEFAULT_SIGN_IN_SEARCH_TYPE, value: '' };

/** The signInRoleGet payload: exactly one of authId, email, regMobileNumber. */
export function signInSearchToQuery(
  form: z.output<typeof signInSearchFormSchema>,
): Partial<Record<SignInSearchType, string>> {
  const value = form.type === 'regMobileNumber' ? form.value.replace(/\s/g, '') : form.value;
  return { [form.type]: value };
}
