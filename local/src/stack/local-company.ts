import { ENV } from '@careshift/contract';

/**
 * The company's details on locally made invoices (COMPANY_* variables, read by
 * lambdas/src/pdf/company-details.ts): demo values, with the standard example IBAN. In AWS, infra
 * sets the deploy's values from cdk.json.
 */
export const LOCAL_COMPANY_ENV = {
  [ENV.companyName]: 'CareShift Ltd',
  [ENV.companyAddress]: 'Λεωφόρος Μακαρίου Γ΄ 10|1065 Λευκωσία, Κύπρος',
  [ENV.companyEmail]: 'billing@careshift.local',
  [ENV.companyPhone]: '+357 22 000 000',
  [ENV.companyTaxNumber]: '10000000X',
  [ENV.companyVatNumber]: 'CY10000000X',
  [ENV.companyRegistrationNumber]: 'HE 000000',
  [ENV.companyBankName]: 'Demo Bank (Cyprus)',
  [ENV.companyIban]: 'CY17002001280000001200527600',
  [ENV.companyBic]: 'DEMOCY2N',
} as const;
