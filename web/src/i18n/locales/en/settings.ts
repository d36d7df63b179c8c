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
} as const;
