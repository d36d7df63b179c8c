import * as z from 'zod/mini';

import { DEFAULT_SYSTEM_USER_STATUS, SYSTEM_USER_STATUSES } from '@careshift/domain/system-users/status';

import { messageKey } from '../messages';

import { DEFAULT_LANGUAGE, LANGUAGES, password, requiredEmail, requiredEnum, requiredText } from './fields';

// System user statuses are the domain's (the form offers ACTIVE and DISABLED; INACTIVE also exists).
export { DEFAULT_SYSTEM_USER_STATUS, SYSTEM_USER_STATUSES } from '@careshift/domain/system-users/status';
export type { SystemUserStatus } from '@careshift/domain/system-users/status';

/** A checkbox value, or the text "true"/"false" the original API took. */
const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.enum(['true', 'false'])], { error: messageKey('invalidOption') })),
  z.transform((value) => value === true || value === 'true'),
);

const systemUserFields = {
  firstName: requiredText(),
  lastName: requiredText(),
  email: requiredEmail(),
  status: requiredEnum(SYSTEM_USER_STATUSES),
  lang: requiredEnum(LANGUAGES),
  receiveRequestUpdates: flag,
};

/**
 * The spec's system user form has no client-side rules; the API still needs a usable account,
 * so names, a valid e-mail, a known status and language are required.
 */
export const systemUserUpdateFormSchema = z.object(systemUserFields);
export type SystemUserUpdateForm = z.input<typeof systemUserUpdateFormSchema>;

/** Create mode adds the password (at least 12 characters, the sign-in service's minimum). */
export const systemUserCreateFormSchema = z.object({ ...systemUserFields, password: password() });
export type SystemUserCreateForm = z.input<typeof systemUserCreateFormSchema>;

export function systemUserFormDefaults(): SystemUserCreateForm {
  return {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    status: DEFAULT_SYSTEM_USER_STATUS,
    lang: DEFAULT_LANGUAGE,
    receiveRequestUpdates: false,
  };
}
