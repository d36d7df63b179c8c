/** The administrator's positions page (English). */
export const positions = {
  title: 'Positions',
  description: 'Hourly rates in euros. Rates of 0 are shown as a dash.',
  fields: {
    name: 'Name',
    normalDayHourlyRate: 'Normal day rate',
    normalNightHourlyRate: 'Normal night rate',
    holidayDayHourlyRate: 'Holiday day rate',
    holidayNightHourlyRate: 'Holiday night rate',
    createdAt: 'Date created',
  },
  table: {
    label: 'Positions',
    filterPlaceholder: 'Find positions',
    filterLabel: 'Filter positions',
    matches: '{{count}} matches',
    selectionGroup: 'Position selection',
    selectItem: 'Select {{name}}',
    selectAll: 'Select all positions',
    loading: 'Loading positions',
    failed: 'The positions could not be loaded.',
    clearFilter: 'Clear filter',
  },
  form: {
    createTitle: 'New position',
    editTitle: 'Edit position',
    euroHint: 'Euros per hour, at most 2 decimals',
    split: 'Commission {{commission}} · Employee {{employee}}',
    splitNote:
      'The split uses the system commission of {{commission}}% and the employee share of {{employee}}%.',
    create: 'Create',
    save: 'Save',
  },
  configCard: {
    title: 'System configuration',
    defaults: 'The defaults apply until the configuration is saved.',
    edit: 'Edit configuration',
    commission: 'Company commission',
    partnerShare: 'Partner share',
    nightWindow: 'Night rate hours',
    failed: 'The configuration could not be loaded.',
  },
  flash: {
    created: 'Position "{{name}}" created.',
    updated: 'Position "{{name}}" updated.',
    deleted: 'Position "{{name}}" deleted.',
  },
} as const;
