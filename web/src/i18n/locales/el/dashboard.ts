import type { dashboard as en } from '../en/dashboard';
import type { Translation } from '../translation';

/** The administrator's dashboard (Greek). */
export const dashboard: Translation<typeof en> = {
  title: 'Πίνακας ελέγχου',
  description: 'Βάρδιες και έσοδα των τελευταίων 6 μηνών.',
  lastUpdate: 'Τελευταία ενημέρωση: {{time}}',
  refresh: 'Ανανέωση',
  noStatistics: 'Δεν υπάρχουν διαθέσιμα στατιστικά',
  messages: {
    title: 'Μηνύματα αυτόν τον μήνα',
    description:
      'Προς συνεργάτες, οργανισμούς και διαχειριστές, ανά κανάλι. Τα SMS κοστίζουν περισσότερο· η ειδοποίηση στο κινητό αντικαθιστά το SMS μιας νέας βάρδιας.',
    sms: 'SMS',
    email: 'E-mail',
    push: 'Ειδοποιήσεις στο κινητό',
  },
  cards: {
    openShifts: 'Ανοιχτές βάρδιες',
    partners: 'Σύνολο συνεργατών',
    clients: 'Σύνολο οργανισμών',
    hoursWorked: 'Ώρες εργασίας του μήνα (εγκεκριμένες)',
    timesheetsAwaiting: 'Φύλλα ωρών που αναμένουν έγκριση',
    showTimesheets: 'Εμφάνιση φύλλων ωρών',
    revenue: 'Έσοδα {{month}}',
    showOpen: 'Εμφάνιση ανοιχτών βαρδιών',
  },
  change: {
    up: '+{{percent}}% σε σχέση με {{month}}',
    down: '{{percent}}% σε σχέση με {{month}}',
    none: 'Κανένα έσοδο και στους δύο μήνες',
    inputs: 'Πώς υπολογίζεται η μεταβολή',
    formula: 'Μεταβολή = (τελευταίος μήνας − προηγούμενος μήνας) ÷ μέσος όρος των δύο μηνών × 100',
    lastMonth: 'Τελευταίος μήνας ({{month}})',
    previousMonth: 'Προηγούμενος μήνας ({{month}})',
    average: 'Μέσος όρος των δύο μηνών',
    worked:
      'Έσοδα είναι η προμήθεια της εταιρείας από ολοκληρωμένες βάρδιες, με τις εγκεκριμένες ώρες όταν το φύλλο ωρών εγκριθεί.',
    dismiss: 'Κλείσιμο',
  },
  revenueChart: {
    title: 'Έσοδα ανά κατάσταση',
    description: 'Προμήθεια της εταιρείας από τις βάρδιες που ξεκινούν κάθε μήνα, σε ευρώ.',
    ariaLabel: 'Γράφημα γραμμών με τα έσοδα ανά κατάσταση βάρδιας τους τελευταίους 6 μήνες',
  },
  countChart: {
    title: 'Βάρδιες ανά κατάσταση',
    description: 'Αριθμός βαρδιών που ξεκινούν κάθε μήνα.',
    ariaLabel: 'Ραβδόγραμμα με τον αριθμό βαρδιών ανά κατάσταση τους τελευταίους 6 μήνες',
  },
  axis: { month: 'Μήνας', revenue: 'Έσοδα (€)', shifts: 'Βάρδιες' },
  view: { chart: 'Γράφημα', table: 'Πίνακας', label: 'Προβολή' },
  table: {
    status: 'Κατάσταση',
    caption: 'Βάρδιες και έσοδα ανά κατάσταση και μήνα',
    cell: '{{count}} · {{revenue}}',
  },
  showMonth: 'Εμφάνιση βαρδιών του {{month}}',
  chart: {
    loading: 'Φόρτωση γραφήματος',
    error: 'Δεν ήταν δυνατή η φόρτωση του γραφήματος.',
    recovery: 'Δοκιμάστε ξανά',
    filterLabel: 'Φιλτράρισμα εμφανιζόμενων καταστάσεων',
    filterPlaceholder: 'Φιλτράρισμα καταστάσεων',
    filterSelected: 'επιλεγμένο',
    legend: 'Υπόμνημα',
    dismiss: 'Κλείσιμο',
    chartRole: 'γράφημα',
    xAxisRole: 'άξονας x',
    yAxisRole: 'άξονας y',
  },
};
