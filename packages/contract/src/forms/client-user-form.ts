import * as z from 'zod/mini';

import { CLIENT_USER_STATUSES, DEFAULT_CLIENT_USER_STATUS } from '@careshift/domain/clients/status';

import { DEFAULT_LANGUAGE, LANGUAGES, password, requiredEmail, requiredEnum, requiredText } from './fields';
import { DEFAULT_PHONE_COUNTRY_CODE, optionalE164, optionalPhone } from './phone-field';

// Client user statuses are the domain's (VERIFIED by default; ACTIVE has its own badge colour).
export { CLIENT_USER_STATUSES, DEFAULT_CLIENT_USER_STATUS } from '@careshift/domain/clients/status';
export type { ClientUserStatus } from '@careshift/domain/clients/status';

const clientUserFields = {
  firstName: requiredText(),
  lastName: requiredText(),
  status: requiredEnum(CLIENT_USER_STATUSES),
  email: requiredEmail(),
  contactPhone: optionalPhone(),
  lang: requiredEnum(LANGUAGES),
};

/** Client user, update mode (spec section 5): names, status and a valid e-mail; phone optional but valid. */
export const clientUserUpdateFormSchema = z.object(clientUserFields);
export type ClientUserUpdateForm = z.input<typeof clientUserUpdateFormSchema>;

/** Client user, create mode: also a password of at least 12 characters. */
export const clientUserCreateFormSchema = z.object({ ...clientUserFields, password: password() });
export type ClientUserCreateForm = z.input<typeof clientUserCreateFormSchema>;

export function clientUserFormDefaults(): ClientUserCreateForm {
  return {
    firstName: '',
    lastName: '',
    status: DEFAULT_CLIENT_USER_STATUS,
    email: '',
    password: '',
    contactPhone: { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: '' },
    lang: DEFAULT_LANGUAGE,
  };
}

/** The client-createUser / client-updateUser payload (ids travel in the path): phone as E.164 or absent. */
export function clientUserFormToBody<
  F extends z.output<typeof clientUserUpdateFormSchema> & { password?: string },
>(form: F) {
  const { contactPhone, ...rest } = form;
  const phone = optionalE164(contactPhone);
  return { ...rest, ...(phone ? { contactPhone: phone } : {}) };
}
