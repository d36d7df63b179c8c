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

/**
 * Checks attributes written by AdminCreateUser / AdminUpdateUserAttributes against the schema,
 * with the service's messages; `sub` can never be written.
 */
export function validateAttributes(attributes: AttributeInput[], customAttributes: readonly string[]): void {
  for (const { Name, Value } of attributes) {
    const known = STANDARD_ATTRIBUTES.has(Name) || customAttributes.includes(Name);
    if (!known || Name === 'sub') {
      throw invalidParameter(
        `Attributes did not conform to the schema: Type for attribute {${Name}} could not be determined`,
      );
    }
    if (Name === 'email' && Value !== '' && !isEmail(Value))
      throw invalidParameter('Invalid email address format.');
    if (Name === 'phone_number' && Value !== '' && !isPhoneNumber(Value)) {
      throw invalidParameter('Invalid phone number format.');
    }
    if (
      (Name === 'email_verified' || Name === 'phone_number_verified') &&
      !['true', 'false'].includes(Value)
    ) {
      throw invalidParameter(`Invalid value for ${Name}: must be true or false.`);
    }
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
