/** The system configuration page, /configuration (English). */
export const settings = {
  title: 'Configuration',
  description:
    'The system configuration: the company commission and the partner share of every new request, the night window, invoice due days and the rest partners need between shifts. A client with its own configuration keeps it.',
  formTitle: 'System configuration',
  defaultsNote: 'Nobody has saved the configuration yet: these are the defaults in force.',
  pricingNote:
    'Changes apply to requests posted or edited from now on; requests already posted keep their cost.',
  save: 'Save',
  reset: 'Reset',
  updated: 'Updated!',
  updatedBody: 'The configuration is saved.',
  failed: 'The configuration could not be loaded.',
  loading: 'Loading the configuration',
  vat: {
    title: 'VAT on invoices',
    description:
      'What the invoices issued to partners state about VAT: a rate, or an exemption and its wording.',
    defaultNote: "Nobody has saved the VAT setting yet: Cyprus's standard rate of 19% applies.",
    mode: 'VAT',
    modes: { RATE: 'Charge VAT at a rate', EXEMPT: 'Exempt from VAT' },
    ratePercent: 'VAT rate (%)',
    rateHint: 'From 0 to 100, at most 2 decimals (Cyprus: 19, 9, 5, 3 or 0).',
    exemptionEn: 'Exemption wording printed on English invoices',
    exemptionEl: 'Exemption wording printed on Greek invoices',
    issuedNote:
      'Applies to invoices issued from now on; an invoice already issued keeps the VAT it was issued with.',
    save: 'Save VAT',
    updated: 'The VAT setting is saved.',
    failed: 'The VAT setting could not be loaded.',
    loading: 'Loading the VAT setting',
  },
} as const;
