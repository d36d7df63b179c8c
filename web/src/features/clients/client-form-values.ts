import type { Client, ClientForm } from '@careshift/contract';
import { newClientFormDefaults, splitPhoneNumber } from '@careshift/contract';

/** The client form holding a saved client (edit mode). */
export function formOfClient(client: Client): ClientForm {
  const { user: _user, ...defaults } = newClientFormDefaults();
  return {
    ...defaults,
    name: client.name,
    legalName: client.legalName,
    status: client.status,
    description: client.description,
    phone: splitPhoneNumber(client.phoneNumber),
    positionIds: client.positionIds,
    address: {
      street: client.address.street,
      street2: client.address.street2 ?? '',
      city: client.address.city,
      postalCode: client.address.postalCode,
    },
  };
}

/** The API's field names that the form holds under another name (a phone is two fields). */
const SERVER_FIELDS: Readonly<Record<string, string>> = {
  phoneNumber: 'phone.number',
  'user.contactPhone': 'user.contactPhone.number',
};

/** The form field a server field error belongs to, or undefined when the form has no such field. */
export function clientFieldOf(key: string, form: object): string | undefined {
  const field = SERVER_FIELDS[key] ?? key;
  const [head] = field.split('.');
  return head !== undefined && head in form ? field : undefined;
}
