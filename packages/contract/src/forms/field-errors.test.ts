import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { fieldErrorsOf, validateForm } from './field-errors';
import { requiredEmail } from './fields';
import { requiredPhone } from './phone-field';

const schema = z.object({ email: requiredEmail(), phone: requiredPhone() });

describe('fieldErrorsOf', () => {
  it('should key the first message of each field by its dotted path', () => {
    const result = schema.safeParse({ email: '', phone: { countryCode: '+357', number: '1' } });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      email: 'Value is required',
      'phone.number': 'Must be valid phone number.',
    });
  });

  it('should translate into Greek', () => {
    expect(
      validateForm(schema, { email: 'x', phone: { countryCode: '+357', number: '99123456' } }, 'el').errors,
    ).toEqual({
      email: 'Πρέπει να είναι έγκυρη διεύθυνση e-mail.',
    });
  });

  it('should give the parsed data on success', () => {
    const result = validateForm(schema, {
      email: ' a@b.cy ',
      phone: { countryCode: '+357', number: '99123456' },
    });
    expect(result.success && result.data.email).toBe('a@b.cy');
  });
});
