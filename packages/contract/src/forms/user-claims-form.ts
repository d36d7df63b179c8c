import { z } from 'zod';

import { messageKey } from '../messages';

import { addMessageIssue, optionalText, requiredEnum, requiredId, TEXT_MAX } from './fields';
import { isValidE164 } from './phone-field';

/** The roles the Manage Claims form offers; '' removes the role. */
export const CLAIM_ROLES = ['', 'EMPLOYEE', 'SYSTEM_USER', 'OWNER'] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];

/** How an administrator looks a user up: auth id, registration mobile number (the default) or e-mail. */
export const CLAIMS_SEARCH_TYPES = ['authId', 'regMobileNumber', 'email'] as const;
export type ClaimsSearchType = (typeof CLAIMS_SEARCH_TYPES)[number];
export const DEFAULT_CLAIMS_SEARCH_TYPE: ClaimsSearchType = 'regMobileNumber';

/** The editable role of the claims form (Reset / Update). */
export const claimsRoleFormSchema = z.object({
  role: z.enum(CLAIM_ROLES, { error: messageKey('invalidOption') }),
});
export type ClaimsRoleForm = z.input<typeof claimsRoleFormSchema>;

/** The updateUserClaims model: whose claims, the company (for client users) and the role. */
export const claimsUpdateSchema = claimsRoleFormSchema.extend({
  authId: requiredId(),
  companyId: optionalText(100),
});
export type ClaimsUpdate = z.output<typeof claimsUpdateSchema>;

/** The claims search: the value must fit its type (a valid e-mail, a full number with +357, an id). */
export const claimsSearchFormSchema = z
  .object({
    type: requiredEnum(CLAIMS_SEARCH_TYPES),
    value: z
      .string({ error: messageKey('required') })
      .trim()
      .min(1, messageKey('required'))
      .max(TEXT_MAX, messageKey('maxLength', { max: TEXT_MAX })),
  })
  .superRefine((form, ctx) => {
    if (typeof form.value !== 'string' || form.value === '') return;
    if (form.type === 'email' && !z.email().safeParse(form.value).success) {
      addMessageIssue(ctx, 'invalidEmail', ['value']);
    }
    if (form.type === 'regMobileNumber' && !isValidE164(form.value.replace(/\s/g, ''))) {
      addMessageIssue(ctx, 'invalidPhone', ['value']);
    }
  });
export type ClaimsSearchForm = z.input<typeof claimsSearchFormSchema>;

export const claimsSearchFormDefaults: ClaimsSearchForm = { type: DEFAULT_CLAIMS_SEARCH_TYPE, value: '' };

/** The getUserClaims payload: exactly one of authId, email, regMobileNumber. */
export function claimsSearchToQuery(
  form: z.output<typeof claimsSearchFormSchema>,
): Partial<Record<ClaimsSearchType, string>> {
  const value = form.type === 'regMobileNumber' ? form.value.replace(/\s/g, '') : form.value;
  return { [form.type]: value };
}
