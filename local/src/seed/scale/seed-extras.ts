import { CONTACT_SUBJECTS } from '@careshift/contract/forms/contact-form';
import type { ContactMessageRecord, InvoiceRecord } from '@careshift/db';
import { isInvoicePastDue } from '@careshift/domain/invoices/invoice-rules';
import { automaticPartnerStanding, isRegistrationExpired } from '@careshift/domain/partners/status';

import type { SeededPartner } from './build-accounts';
import { emailOf, mobileOf, personName } from './people';
import type { Random } from './random';

const DAY = 86_400_000;

/** How many of each account a data set of `shifts` shifts has. */
export function seedSizes(shifts: number) {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));
  return {
    clients: clamp(shifts / 1000, 3, 200),
    partners: clamp(shifts / 70, 12, 3000),
    systemUsers: 4,
    contactMessages: clamp(shifts / 4000, 5, 25),
  };
}

/**
 * The standing the daily sweep would have given each partner by now (domain automaticPartnerStanding):
 * a VERIFIED partner with an overdue invoice becomes RESTRICTED for INVOICE_OVERDUE.
 */
export function restrictOverduePartners(
  partners: SeededPartner[],
  invoices: InvoiceRecord[],
  now: number,
): void {
  const overdue = new Set(invoices.filter((i) => isInvoicePastDue(i, now)).map((i) => i.partnerId));
  for (const { profile } of partners) {
    const standing = automaticPartnerStanding(profile, {
      licenceExpired: isRegistrationExpired(profile.registrationExpirationDate, now),
      invoiceOverdue: overdue.has(profile.partnerId),
    });
    if (!standing) continue;
    profile.status = standing.status;
    if (standing.restrictedReasonType) profile.restrictedReasonType = standing.restrictedReasonType;
    else delete profile.restrictedReasonType;
  }
}

const MESSAGES = [
  ['HIRE_NURSES', 'We need two carers for night shifts at our home in Larnaca from next month.', 'en'],
  ['NURSE_WANTING_SHIFTS', 'I am a registered nurse in Limassol looking for weekend shifts.', 'en'],
  ['HIRE_NURSES', 'Do you cover Paphos? We are looking for a physiotherapist twice a week.', 'en'],
  ['NURSE_WANTING_SHIFTS', 'Καλησπέρα, είμαι νοσηλεύτρια και θα ήθελα να εργαστώ σε βάρδιες.', 'el'],
] as const;

export function contactMessages(random: Random, count: number, now: number): ContactMessageRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const person = personName(random);
    const [type, message, lang] = random.pick(MESSAGES);
    return {
      messageId: random.id('message'),
      name: `${person.firstName} ${person.lastName}`,
      email: emailOf(person, 9000 + i),
      phoneNumber: mobileOf(9000 + i),
      subject: CONTACT_SUBJECTS[type],
      message,
      kind: 'CONTACT',
      status: i === 0 ? 'ANSWERED' : 'NEW',
      lang,
      createdAt: new Date(now - random.int(1, 90) * DAY).toISOString(),
    };
  });
}
