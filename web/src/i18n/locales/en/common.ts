/** Strings shared by every page (English). */
export const common = {
  appName: 'CareShift',
  perHour: '/h',
  languages: { label: 'Language', en: 'En', el: 'Ελ', enName: 'English', elName: 'Ελληνικά' },
  actions: {
    cancel: 'Cancel',
    save: 'Save',
    retry: 'Try again',
    refresh: 'Refresh',
    edit: 'Edit',
    delete: 'Delete',
    addNew: 'Add New',
    close: 'Close',
    dismiss: 'Dismiss',
    goHome: 'Go to the home page',
  },
  status: { loading: 'Loading…', noResults: 'No results found.' },
  errors: {
    generic: 'There was an error.',
    processFailed: 'Process Failed!',
    network: 'The server could not be reached. Check your connection and try again.',
    config: 'The application is not configured. Please contact support.',
    unavailable: 'The service is busy right now. Nothing was changed. Try again later.',
  },
  notFound: {
    title: '404 - Page Not Found',
    body: 'Sorry, the page you are looking for does not exist.',
  },
  errorPage: {
    title: 'Something went wrong!',
    body: 'There was an error. Please try again later or contact support.',
  },
  confirm: {
    title: 'Are you sure?',
    body: "You won't be able to revert this!",
    confirmDelete: 'Yes, delete it!',
  },
  csvExport: {
    button: 'Export CSV',
    preparing: 'Preparing export…',
    ready_one: 'Export ready: {{count}} row.',
    ready_other: 'Export ready: {{count}} rows.',
    failed: 'The export could not be prepared.',
  },
} as const;
