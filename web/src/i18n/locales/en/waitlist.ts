/** The waitlist of a claimed shift (issue 35 item 3), English. */
export const waitlist = {
  title: 'Waitlist',
  cardLink: 'Join the waitlist',
  cardLinkLabel: 'Join the waitlist: {{position}} on {{date}}',
  join: 'Join the waitlist',
  leave: 'Leave the waitlist',
  place: 'You are number {{place}} in line.',
  waiting_one: '{{count}} partner waiting',
  waiting_other: '{{count}} partners waiting',
  nobody: 'Nobody is waiting.',
  explain:
    'If the partner who claimed this shift cancels before the claim deadline, everyone waiting is invited in line order, by SMS and e-mail; the first to accept gets the shift.',
  closed: 'This shift can no longer come free: its claim deadline has passed.',
  cannotJoin: 'You cannot join this waitlist',
  refusals: {
    NOT_CLAIMED: 'This shift is open: you can claim it now.',
    OWN_SHIFT: 'You hold this shift yourself.',
    CLOSED: 'This shift can no longer come free: its claim deadline has passed.',
    FULL: 'The waitlist of this shift is full.',
    ALREADY_WAITING: 'You are already on this waitlist.',
  },
  notices: {
    joined: 'You joined the waitlist: you are number {{place}} in line.',
    left: 'You left the waitlist.',
    failed: 'The change could not be saved',
  },
  loading: 'Loading the waitlist',
  loadFailed: 'The waitlist could not be loaded',
  notFound: 'This shift is not one you can wait for.',
  back: 'Back to Find a shift',
  openShift: 'Open the shift',
  columns: { place: 'Place', partner: 'Partner', joined: 'Joined' },
};
