/** Fill-rate reporting on the dashboard and the client page (issue 35 item 5) (English). */
export const fillRate = {
  title: 'Filling shifts',
  description:
    'Shifts that started in the last {{days}} days: how many were claimed before their start, and how fast.',
  period: {
    label: 'Period',
    '30': 'Last 30 days',
    '90': 'Last 90 days',
  },
  loading: 'Loading the fill rate',
  empty: 'No shifts posted in this period.',
  failed: 'The fill rate could not be loaded',
  retry: 'Try again',
  overall: {
    label: 'Fill rate, all positions',
    fillRate: 'Fill rate',
    fillRateHint: '{{filled}} of {{posted}} posted shifts claimed before their start',
    median: 'Time to fill (median)',
    p90: 'Time to fill (90th percentile)',
    timeHint: 'From posting to the claim',
    invited: 'Filled through invitations',
    invitedHint: '{{invited}} of {{filled}} filled shifts (ranked invitations and the waitlist)',
    boosted: 'Boosted',
    boostedNone: 'None of the {{posted}} posted shifts were boosted',
    boostedHint: '{{boosted}} of {{posted}} posted shifts; {{rate}} of them filled',
  },
  table: {
    caption: 'Fill rate per position',
    position: 'Position',
    posted: 'Posted',
    filled: 'Filled',
    fillRate: 'Fill rate',
    median: 'Median',
    p90: '90th percentile',
    invited: 'Invited',
    boosted: 'Boosted',
  },
  definitions:
    'Posted: shifts not cancelled before their start. Filled: claimed before the start (a no-show counts as filled). Time to fill: from posting to the claim that held; half of the shifts were filled faster than the median, nine in ten faster than the 90th percentile.',
  none: '–',
  percent: '{{value, number}}%',
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h {{minutes}} min',
    days: '{{days}} d {{hours}} h',
  },
};
