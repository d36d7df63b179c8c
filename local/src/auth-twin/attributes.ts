import { invalidParameter } from './errors';
import type { AttributeInput } from './input';

/** The standard attributes of a user pool (OIDC claims Cognito supports). */
const STANDARD_ATTRIBUTES = new Set([
  'address',
  'birthdate',
  'email',
  'email_verified',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'phone_number_verified',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
]);

/** Our pool's custom attributes (DESIGN.md "Identity"); infra declares the same two. */
export const DEFAULT_CUSTOM_ATTRIBUTES = ['custom:role', 'custom:companyId'];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);
export const isPhoneNumber = (value: string) => PHONE_PATTERN.test(value);

const isTrueOrFalse = (value: string) => value === 'true' || value === 'false';

/** The attributes whose values have a format, each with the service's message for a value that breaks it. */
const VALUE_FORMATS = new Map<string, { valid: (value: string) => boolean; message: string }>([
  ['email', { valid: (value) => value === '' || isEmail(value), message: 'Invalid email address format.' }],
  [
    'phone_number',
    { valid: (value) => value === '' || isPhoneNumber(value), message: 'Invalid phone number format.' },
  ],
  [
    'email_verified',
    { valid: isTrueOrFalse, message: 'Invalid value for email_verified: must be true or false.' },
  ],
  [
    'phone_number_verified',
    { valid: isTrueOrFalse, message: 'Invalid value for phone_number_verified: must be true or false.' },
  ],
]);

function assertInSchema(name: string, customAttributes: readonly string[]): void {
  const known = STANDARD_ATTRIBUTES.has(name) || customAttributes.includes(name);
  if (!known || name === 'sub') {
    throw invalidParameter(
      `Attributes did not conform to the schema: Type for attribute {${name}} could not be determined`,
    );
  }
}

/**
 * Checks attributes written by AdminCreateUser / AdminUpdateUserAttributes against the schema,
 * with the service's messages; `sub` can never be written.
 */
export function validateAttributes(attributes: AttributeInput[], customAttributes: readonly string[]): void {
  for (const { Name, Value } of attributes) {
    assertInSchema(Name, customAttributes);
    const format = VALUE_FORMATS.get(Name);
    if (format && !format.valid(Value)) throw invalidParameter(format.message);
  }
}

/** "maria@example.com" → "m***@e***" as in CodeDeliveryDetails. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

/** Boolean attributes are booleans in tokens; everything else stays a string. */
export function claimValue(name: string, value: string): string | boolean {
  if (name === 'email_verified' || name === 'phone_number_verified') return value === 'true';
  return value;
}
