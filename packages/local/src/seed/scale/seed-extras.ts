import type { ContactMessageRecord, InvoiceRecord } from '@careshift/db';

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
 * A VERIFIED partner with an invoice still PENDING past its due date is RESTRICTED for INVOICE_OVERDUE,
 * as the daily sweep would have done (domain automaticPartnerStanding).
 */
export function restrictOverduePartners(
  partners: SeededPartner[],
  invoices: InvoiceRecord[],
  now: number,
): void {
  const overdue = new Set(
    invoices.filter((i) => i.status === 'PENDING' && Date.parse(i.dueDate) < now).map((i) => i.partnerId),
  );
  for (const partner of partners) {
    if (partner.profile.status !== 'VERIFIED' || !overdue.has(partner.profile.partnerId)) continue;
    partner.profile.status = 'RESTRICTED';
    partner.profile.restrictedReasonType = 'INVOICE_OVERDUE';
  }
}

const MESSAGES = [
  ['HIRE_NURSES', 'We need two carers for night shifts at our home in Larnaca from next month.'],
  ['FIND_SHIFTS', 'I am a registered nurse in Limassol looking for weekend shifts.'],
  ['HIRE_NURSES', 'Do you cover Paphos? We are looking for a physiotherapist twice a week.'],
  ['FIND_SHIFTS', 'Καλησπέρα, είμαι νοσηλεύτρια και θα ήθελα να εργαστώ σε βάρδιες.'],
] as const;

export function contactMessages(random: Random, count: number, now: number): ContactMessageRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const person = personName(random);
    const [subject, message] = random.pick(MESSAGES);
    return {
      messageId: random.id('message'),
      name: `${person.firstName} ${person.lastName}`,
      email: emailOf(person, 9000 + i),
      phoneNumber: mobileOf(9000 + i),
      subject,
      message,
      createdAt: new Date(now - random.int(1, 90) * DAY).toISOString(),
    };
  });
}
