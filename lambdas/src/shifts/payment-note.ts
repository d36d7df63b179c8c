import type { ClientRecord, PaymentNoteRecord } from '@careshift/db';
import { areHoursFinal, assertShiftAction, isClientUser, WORKED_SHIFT_STATUSES } from '@careshift/domain';
import type { Language } from '@careshift/domain';

import type { FileResult } from '../http/result';
import type { Viewer } from '../http/viewer';
import { billedShift, statedHours } from '../invoices/billed-shifts';
import type { BilledWork } from '../invoices/billed-shifts';
import { pdfRenderers } from '../pdf/load-renderers';
import { postalLine } from '../pdf/pdf-labels';

import type { PaymentNote } from './payment-note-pdf';
import { loadVisibleShift } from './shift-access';
import type { ShiftDeps } from './shift-deps';
import { shiftForActions } from './shift-views';

/**
 * The signed-in viewer's stored language (partner, client user — owner included — or administrator
 * record), for the labels of a document they download; undefined when none is stored.
 */
async function viewerLanguage(deps: ShiftDeps, viewer: Viewer): Promise<Language | undefined> {
  const record =
    viewer.role === 'EMPLOYEE'
      ? await deps.partnerPrivate.getPartnerInfo(viewer.userId)
      : isClientUser(viewer)
        ? await deps.clientUsers.getClientUser(viewer.userId)
        : await deps.systemUsers.getSystemUser(viewer.userId);
  return record?.lang;
}

/** The organisation's details a note states, those its record has (legal name, address, phone). */
function organisationDetails(client: ClientRecord | undefined) {
  const address = client?.address;
  return {
    organisationLegalName: client?.legalName,
    street: address?.street,
    street2: address?.street2,
    postalCode: address?.postalCode,
    city: address?.city,
    organisationPhone: client?.phoneNumber,
  };
}

/**
 * What the note states, from the shift, its organisation and what it bills as they read now: the
 * planned cost, or the approved hours' cost with the actual interval and minutes (issue 34).
 */
async function noteOf(deps: ShiftDeps, work: BilledWork, at: string): Promise<PaymentNoteRecord> {
  const { shift, billed } = work;
  const client = await deps.clients.getClient(shift.clientId);
  const optional = {
    ...organisationDetails(client),
    positionNameEl: shift.positionNameEl,
    ...billed.actual,
    ...statedHours(billed),
  };
  return {
    shiftId: shift.shiftId,
    refNumber: shift.refNumber,
    organisationName: client?.name ?? shift.clientName,
    ...Object.fromEntries(
      Object.entries(optional).filter(([, value]) => value !== undefined && value !== ''),
    ),
    partnerName: shift.partnerName ?? '',
    positionName: shift.positionName,
    startDate: shift.startDate,
    endDate: shift.endDate,
    totalCost: billed.cost.totalCost,
    issuedAt: at,
  };
}

/** The hours a note states (absent on a note whose cost is the planned one). */
function noteHours(note: PaymentNoteRecord): Pick<PaymentNote, 'hours'> {
  const { actualStart, actualEnd, plannedMinutes, actualMinutes, breakMinutes } = note;
  if (!actualStart || !actualEnd || plannedMinutes === undefined || actualMinutes === undefined) return {};
  return {
    hours: { actualStart, actualEnd, plannedMinutes, actualMinutes, breakMinutes: breakMinutes ?? 0 },
  };
}

/** The note in the reader's language: labels, the city's name and the Greek position name when Greek. */
function readerNote(note: PaymentNoteRecord, lang: Language | undefined): PaymentNote {
  const street = [note.street, note.street2].filter(Boolean).join(', ');
  const hasAddress = Boolean(street || note.postalCode || note.city);
  return {
    refNumber: note.refNumber,
    organisation: {
      name: note.organisationName,
      ...(note.organisationLegalName ? { legalName: note.organisationLegalName } : {}),
      addressLines: hasAddress ? [street, postalLine(note, lang ?? 'en')].filter(Boolean) : [],
      ...(note.organisationPhone ? { phoneNumber: note.organisationPhone } : {}),
    },
    partnerName: note.partnerName,
    positionName: lang === 'el' && note.positionNameEl ? note.positionNameEl : note.positionName,
    startDate: note.startDate,
    endDate: note.endDate,
    ...noteHours(note),
    totalCost: note.totalCost,
    issuedAt: note.issuedAt,
    ...(lang ? { lang } : {}),
  };
}

/**
 * The payment note PDF of a held shift (CLAIMED, FINISHED, COMPLETED) for an administrator, the shift's
 * client or the partner holding it, named with the shift's reference number, labelled in the reader's
 * stored language. Once the shift is worked (the domain's WORKED_SHIFT_STATUSES: FINISHED, COMPLETED)
 * its first download freezes what the note states: later downloads print the same data whatever was
 * edited since (only the labels follow the reader's language). A CLAIMED shift's note is made from the records of the moment.
 */
export async function paymentNote(deps: ShiftDeps, viewer: Viewer, shiftId: string): Promise<FileResult> {
  const now = deps.clock.now();
  const shift = await loadVisibleShift(deps, viewer, shiftId);
  assertShiftAction('paymentNote', { shift: shiftForActions(shift), viewer, now });
  const at = now.toISOString();
  const [note, lang] = await Promise.all([
    WORKED_SHIFT_STATUSES.includes(shift.status)
      ? deps.paymentNotes.getPaymentNote(shift.shiftId).then(async (frozen) => {
          if (frozen) return frozen;
          const work = await billedShift(deps, shift);
          const current = await noteOf(deps, work, at);
          // A timesheet still to approve may change the hours: the note is frozen once they are final.
          return areHoursFinal(work.timesheet?.status)
            ? deps.paymentNotes.freezePaymentNote(current)
            : current;
        })
      : billedShift(deps, shift).then((work) => noteOf(deps, work, at)),
    viewerLanguage(deps, viewer),
  ]);
  // pdf-lib is loaded only when a note is asked for: the area's other routes start without it.
  const { renderPaymentNote } = await pdfRenderers();
  const body = await renderPaymentNote(readerNote(note, lang));
  return { file: { body, contentType: 'application/pdf', fileName: `PAYMENT-NOTE-${shift.refNumber}.pdf` } };
}
