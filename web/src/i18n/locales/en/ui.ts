import { SHIFT_STATUS_LABELS } from '@careshift/domain/shifts/status-labels';

/** The portal's shared parts: Cloudscape's built-in labels, submit states and status names (English). */
export const ui = {
  nextPage: 'Next page',
  previousPage: 'Previous page',
  page: 'Page {{page}}',
  pagination: 'Pages',
  cancel: 'Cancel',
  clear: 'Clear',
  apply: 'Apply',
  startDate: 'Start date',
  endDate: 'End date',
  dateConstraint: 'For date, use YYYY/MM/DD, e.g. 2031/03/13.',
  isoDateConstraint: 'For date, use YYYY-MM-DD.',
  datePlaceholder: 'YYYY/MM/DD',
  isoDatePlaceholder: 'YYYY-MM-DD',
  error: 'Error',
  selectedRange: 'Range selected from {{start}} to {{end}}',
  today: 'Today',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  currentMonth: 'Current month',
  chooseDateOf: 'Choose the date of {{field}}',
  changeDateOf: 'Change the date of {{field}}, {{date}} selected',
  showMore: 'Show more',
  showFewer: 'Show fewer',
  remove: 'Remove {{name}}',
  retry: 'Retry',
  opensNewTab: 'Opens in a new tab',
  /** The cities of an address (wire codes such as LIMASSOL), for every page that shows one. */
  cities: {
    LIMASSOL: 'Limassol',
    NICOSIA: 'Nicosia',
    LARNACA: 'Larnaca',
    PAPHOS: 'Paphos',
    FAMAGUSTA: 'Famagusta',
  },
  submit: { processing: 'Processing…', done: 'Done', failed: 'Failed' },
  partnerSearch: {
    searching: 'Searching…',
    loadFailed: 'Could not load the options.',
    typeThree: 'Type at least {{min}} letters of a name.',
  },
  /** One list with the e-mails' (packages/domain/src/shifts/status-labels.ts). */
  shiftStatus: SHIFT_STATUS_LABELS.en,
  partnerStatus: { VERIFIED: 'Verified', PENDING: 'Pending', RESTRICTED: 'Restricted', DISABLED: 'Disabled' },
  clientStatus: { VERIFIED: 'Verified', PENDING: 'Pending', DISABLED: 'Disabled' },
} as const;
