import type { Node } from 'constructs';

import { ENV } from '@careshift/contract';
import { companyDetails } from '@careshift/lambdas/pdf/company-details';

/** The CDK context key of each COMPANY_* variable the areas that make invoices read. */
export const COMPANY_CONTEXT = {
  [ENV.companyName]: 'careshift:companyName',
  [ENV.companyAddress]: 'careshift:companyAddress',
  [ENV.companyEmail]: 'careshift:companyEmail',
  [ENV.companyPhone]: 'careshift:companyPhone',
  [ENV.companyTaxNumber]: 'careshift:companyTaxNumber',
  [ENV.companyVatNumber]: 'careshift:companyVatNumber',
  [ENV.companyRegistrationNumber]: 'careshift:companyRegistrationNumber',
  [ENV.companyBankName]: 'careshift:companyBankName',
  [ENV.companyIban]: 'careshift:companyIban',
  [ENV.companyBic]: 'careshift:companyBic',
} as const;

export type CompanyEnv = Partial<Record<keyof typeof COMPANY_CONTEXT, string>>;

/**
 * The company's details on invoices, as the COMPANY_* environment of the PDF-making areas, from the
 * context (cdk.json or -c); e-mail and phone default to the stage's contact details. Checked here
 * with the Lambdas' own schema, so a bad IBAN fails the synth, not the first invoice.
 */
export function companyEnvFrom(
  node: Pick<Node, 'tryGetContext'>,
  contact: { email: string; phone: string },
): CompanyEnv {
  const env: CompanyEnv = { [ENV.companyEmail]: contact.email, [ENV.companyPhone]: contact.phone };
  for (const [name, key] of Object.entries(COMPANY_CONTEXT) as [keyof CompanyEnv, string][]) {
    const value: unknown = node.tryGetContext(key);
    if (typeof value === 'string' && value.trim()) env[name] = value.trim();
  }
  try {
    companyDetails(env);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const named = Object.entries(COMPANY_CONTEXT).reduce(
      (text, [name, key]) => text.replaceAll(name, `${key} (${name})`),
      message,
    );
    throw new Error(`CDK context: ${named}`);
  }
  return env;
}
