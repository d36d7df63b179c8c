import type { configuration as en } from '../en/configuration';
import type { Translation } from '../translation';

/** The configuration fields shared by the system configuration page and a client's configuration tab (Greek). */
export const configuration: Translation<typeof en> = {
  fields: {
    companyCommissionRatePercent: 'Προμήθεια εταιρείας (%)',
    employeeRatePercent: 'Μερίδιο συνεργάτη/συνεργάτιδας (%)',
    employeeRateHint: 'Πάντα 100 μείον την προμήθεια.',
    nightShiftStartHour: 'Έναρξη νυχτερινής βάρδιας',
    nightShiftEndHour: 'Λήξη νυχτερινής βάρδιας',
    nightHoursHint:
      'Οι ώρες μέσα σε αυτό το διάστημα χρεώνονται με τη νυχτερινή χρέωση· λήξη πριν από την έναρξη συνεχίζει μετά τα μεσάνυχτα.',
    dueInvoiceDays: 'Προθεσμία πληρωμής τιμολογίου (ημέρες)',
    dueInvoiceDaysHint: 'Ημέρες από την έκδοση ενός τιμολογίου μέχρι να καταστεί ληξιπρόθεσμο.',
    mandatoryRestHours: 'Υποχρεωτική ανάπαυση (ώρες)',
    mandatoryRestHoursHint:
      'Ώρες ανάπαυσης που χρειάζεται ένας συνεργάτης ανάμεσα σε δύο βάρδιες που ανέλαβε.',
  },
  percent: '{{value, number}}%',
  sliderLabel: 'Ποσοστό προμήθειας εταιρείας',
};
