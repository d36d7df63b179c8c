import { electronicFormatIBAN, isValidBIC } from 'ibantools';
import * as z from 'zod/mini';

import { ENV, isValidIban } from '@careshift/contract';

import type { CompanyDetails } from './invoice-document';

const optionalText = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((value) => value || undefined),
);

/** The COMPANY_* variables; infra validates the deploy's values with the same schema at synth time. */
export const companyEnvSchema = z.object({
  [ENV.companyName]: z.string().check(z.trim(), z.minLength(1, 'is required')),
  [ENV.companyAddress]: z
    .pipe(
      z.string(),
      z.transform((value) =>
        value
          .split('|')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    )
    .check(z.refine((lines) => lines.length > 0, 'needs at least one address line')),
  [ENV.companyEmail]: z.email(),
  [ENV.companyPhone]: optionalText,
  [ENV.companyTaxNumber]: optionalText,
  [ENV.companyVatNumber]: optionalText,
  [ENV.companyRegistrationNumber]: optionalText,
  [ENV.companyBankName]: optionalText,
  [ENV.companyIban]: z.pipe(
    optionalText.check(z.refine((value) => value === undefined || isValidIban(value), 'is not a valid IBAN')),
    z.transform((value) => (value ? (electronicFormatIBAN(value) ?? value) : undefined)),
  ),
  [ENV.companyBic]: optionalText.check(
    z.refine((value) => value === undefined || isValidBIC(value), 'is not a valid BIC'),
  ),
});

/**
 * The company's own details for invoices, from the COMPANY_* environment variables (the address
 * lines separated by "|"); the local stack sets demo values, infra the deploy's (cdk.json). Fails
 * loudly, naming the variable, when one is missing or not valid.
 */
export function companyDetails(env: Record<string, string | undefined> = process.env): CompanyDetails {
  const parsed = companyEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`The company's details are not configured: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const optional = {
    phoneNumber: values[ENV.companyPhone],
    taxNumber: values[ENV.companyTaxNumber],
    vatNumber: values[ENV.companyVatNumber],
    registrationNumber: values[ENV.companyRegistrationNumber],
    bankName: values[ENV.companyBankName],
    iban: values[ENV.companyIban],
    bic: values[ENV.companyBic],
  };
  return {
    name: values[ENV.companyName],
    addressLines: values[ENV.companyAddress],
    email: values[ENV.companyEmail],
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
