import type { findShift as en } from '../en/find-shift';
import type { Translation } from '../translation';

/** The partner's shift lists, Find a shift and My Shifts, and the app banner (Greek). */
export const findShift: Translation<typeof en> = {
  find: {
    title: 'Βρείτε βάρδια',
    description: 'Ανοιχτές βάρδιες των θέσεών σας, οι πιο κοντινές πρώτα. Ανοίξτε μία για να την αναλάβετε.',
    statusLabel: 'Εμφάνιση',
    all: 'Όλες',
    open: 'Ανοιχτές',
    allPositions: 'Όλες οι θέσεις μου',
    positionLabel: 'Θέση',
    failed: 'Δεν ήταν δυνατή η φόρτωση των βαρδιών.',
  },
  mine: {
    title: 'Οι βάρδιες μου',
    description: 'Οι βάρδιες που αναλάβατε ή σας ανατέθηκαν, οι πιο πρόσφατες πρώτα.',
    statusLabel: 'Κατάσταση',
    allStatuses: 'Όλες',
    failed: 'Δεν ήταν δυνατή η φόρτωση των βαρδιών σας.',
  },
  banner: {
    title: 'Κατεβάστε την εφαρμογή CareShift',
    ios: 'App Store',
    android: 'Google Play',
    dontShowAgain: 'Να μην εμφανιστεί ξανά',
    notNow: 'Όχι τώρα',
  },
  cardsLabel: 'Βάρδιες',
  client: 'Οργανισμός',
  earnings: 'Κερδίζετε',
  status: 'Κατάσταση',
  hours: '{{hours, number}} ώρ.',
  claimedByOther: 'Αναλήφθηκε από άλλο άτομο',
  loading: 'Φόρτωση βαρδιών',
  showMore: 'Περισσότερες',
};
