import * as z from 'zod/mini';

import { CLIENT_STATUSES, DEFAULT_CLIENT_STATUS } from '@careshift/domain/clients/status';

import { clientAddressSchema, addressToBody } from './address-fields';
import {
  DEFAULT_LANGUAGE,
  idList,
  LANGUAGES,
  LONG_TEXT_MAX,
  optionalEnum,
  optionalText,
  password,
  requiredEmail,
  requiredEnum,
  requiredText,
} from './fields';
import { DEFAULT_PHONE_COUNTRY_CODE, optionalE164, optionalPhone } from './phone-field';

// Client statuses are the domain's (only an administrator changes them; a new client is VERIFIED).
export { CLIENT_STATUSES, DEFAULT_CLIENT_STATUS } from '@careshift/domain/clients/status';
export type { ClientStatus } from '@careshift/domain/clients/status';

/**
 * The client form in update mode (spec section 5): name, street, city, postal code required,
 * postal code 4 digits, phone optional but valid, at least one position.
 * `status` is optional: the client's own edit screen does not show it.
 */
export const clientFormSchema = z.object({
  name: requiredText(),
  legalName: optionalText(),
  status: optionalEnum(CLIENT_STATUSES),
  description: optionalText(LONG_TEXT_MAX),
  phone: optionalPhone(),
  positionIds: idList(),
  address: clientAddressSchema,
});
export type ClientForm = z.input<typeof clientFormSchema>;
export type ClientFormValues = z.output<typeof clientFormSchema>;

/** The account owner created with a new client. */
export const clientOwnerSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: requiredEmail(),
  password: password(),
  contactPhone: optionalPhone(),
  lang: requiredEnum(LANGUAGES),
});

/** The client form for a new client: the client plus its first user. */
export const newClientFormSchema = z.extend(clientFormSchema, { user: clientOwnerSchema });
export type NewClientForm = z.input<typeof newClientFormSchema>;
export type NewClientFormValues = z.output<typeof newClientFormSchema>;

const emptyPhone = () => ({ countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: '' });

export function newClientFormDefaults(): NewClientForm {
  return {
    name: '',
    legalName: '',
    status: DEFAULT_CLIENT_STATUS,
    description: '',
    phone: emptyPhone(),
    positionIds: [],
    address: { street: '', street2: '', city: '', postalCode: '' },
    user: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      contactPhone: emptyPhone(),
      lang: DEFAULT_LANGUAGE,
    },
  };
}

/** The client-update payload (without clientId, which is in the path): country code CY, phone as E.164. */
export function clientFormToBody(form: ClientFormValues) {
  const phoneNumber = optionalE164(form.phone);
  return {
    name: form.name,
    legalName: form.legalName,
    ...(form.status ? { status: form.status } : {}),
    positionIds: form.positionIds,
    description: form.description,
    address: addressToBody(form.address),
    ...(phoneNumber ? { phoneNumber } : {}),
  };
}

/** The client-create payload: the client (status defaults to VERIFIED) and its owner. */
export function newClientFormToBody(form: NewClientFormValues) {
  const { contactPhone, ...user } = form.user;
  const contact = optionalE164(contactPhone);
  return {
    ...clientFormToBody(form),
    status: form.status ?? DEFAULT_CLIENT_STATUS,
    user: { ...user, ...(contact ? { contactPhone: contact } : {}) },
  };
}
