/** The configuration fields shared by the system configuration page and a client's configuration tab (English). */
export const configuration = {
  fields: {
    companyCommissionRatePercent: 'Company commission (%)',
    employeeRatePercent: 'Partner share (%)',
    employeeRateHint: 'Always 100 minus the commission.',
    nightShiftStartHour: 'Night shift start',
    nightShiftEndHour: 'Night shift end',
    nightHoursHint:
      'Hours in this window are paid at the night rate; an end before the start wraps past midnight.',
    dueInvoiceDays: 'Invoice due in (days)',
    dueInvoiceDaysHint: 'Days after an invoice is created before it is overdue.',
    mandatoryRestHours: 'Mandatory rest (hours)',
    mandatoryRestHoursHint: 'Hours a partner must rest between two claimed shifts.',
  },
  percent: '{{value, number}}%',
  sliderLabel: 'Company commission percent',
} as const;
