/** A partner's notifications on its profile (issue 36): push on this phone and the channels (English). */
export const pushNotifications = {
  title: 'Notifications',
  description: 'Hear about shifts that fit you the moment they are posted, and about your own shifts.',
  loading: 'Loading your notification settings…',
  phone: {
    title: 'Notifications on this phone',
    on: 'This phone receives your notifications',
    off: 'This phone does not receive notifications',
    enable: 'Turn on notifications on this phone',
    disable: 'Turn off on this phone',
    enabled: 'Notifications are on for this phone.',
    disabled: 'Notifications are off for this phone.',
    test: 'Send a test notification',
    testSent_one: 'A test notification was sent to {{count}} phone.',
    testSent_other: 'A test notification was sent to {{count}} phones.',
    refused:
      'Notifications are blocked for CareShift in this browser. Allow them in the browser’s site settings, then try again.',
    unsupported:
      'This browser cannot receive notifications. On an iPhone, add CareShift to your Home Screen first and open it from there.',
    devices_one: '{{count}} phone receives your notifications.',
    devices_other: '{{count}} phones receive your notifications.',
  },
  choices: {
    title: 'What you hear about, and how',
    save: 'Save notification choices',
    saved: 'Your notification choices are saved.',
  },
  topics: {
    newShifts: 'New shifts of my positions',
    invitations: 'Invitations to a shift',
    reminders: 'Reminders the day before a shift',
    shiftChanges: 'Changes to my shifts',
    invoiceDue: 'Invoices due',
  },
  channels: { push: 'Push', sms: 'SMS', email: 'E-mail' },
  filters: {
    cities: 'New shifts only in these cities',
    citiesHint: 'Leave empty for every city.',
    everyCity: 'Every city',
    nightsOnly: 'Only night shifts',
    favouritesOnly: 'Only from organisations that have me as a favourite',
  },
  quiet: {
    title: 'Quiet hours',
    description:
      'Cyprus time. No push notifications and nothing about new shifts in these hours; SMS about your own shifts still arrive.',
    on: 'Use quiet hours',
    from: 'From',
    until: 'Until',
  },
};
