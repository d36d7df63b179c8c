import { contactFormSchema, contactFormToBody } from '@careshift/contract/forms/contact-form';
import { validateForm } from '@careshift/contract/forms/field-errors';
import type { ContactRequestBody } from '@careshift/contract/operations/help-center';
import type { Language } from '@careshift/domain/languages';

/**
 * The contact form's check with the contract's own schema (the server's messages, phone numbers by
 * country). Loaded only when a visitor starts filling the form, so zod and the phone metadata stay
 * out of the landing page's entry.
 */
export function checkContactForm(
  values: { name: string; email: string; type: string; countryCode: string; number: string; message: string },
  language: Language,
): { ok: true; body: Omit<ContactRequestBody, 'website'> } | { ok: false; errors: Record<string, string> } {
  const result = validateForm(
    contactFormSchema,
    {
      name: values.name,
      email: values.email,
      type: values.type,
      phone: { countryCode: values.countryCode.trim(), number: values.number.replace(/\D/g, '') },
      message: values.message,
    },
    language,
  );
  if (!result.success) return { ok: false, errors: result.errors };
  return { ok: true, body: { ...contactFormToBody(result.data), lang: language } };
}
