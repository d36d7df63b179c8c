/** The installable app (issue 36): offline state, new version, install offer (English). */
export const pwa = {
  offline: {
    title: 'You are offline',
    body: 'Your shifts for the next 14 days are shown as they were last read. Actions that need the server wait for a connection.',
    lastUpdated: 'Last updated {{time}}',
    nothingSaved: 'Nothing is saved for reading offline yet: open My Shifts once with a connection.',
  },
  update: {
    title: 'A new version is available',
    reload: 'Reload',
  },
  install: {
    title: 'Install CareShift on your phone',
    body: 'Open your shifts from the home screen, even without a signal.',
    install: 'Install',
    notNow: 'Not now',
    iosTitle: 'Add CareShift to your Home Screen',
    iosSteps: 'In Safari, tap Share, then “Add to Home Screen”.',
  },
};
