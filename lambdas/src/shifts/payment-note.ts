import { assertShiftAction } from '@careshift/domain';
import type { Language } from '@careshift/domain';

import type { FileResult } from '../http/result';
import type { Viewer } from '../http/viewer';
import { pdfRenderers } from '../pdf/load-renderers';
import { postalLine } from '../pdf/pdf-labels';

import { loadVisibleShift } from './shift-access';
import type { ShiftDeps } from './shift-deps';
import { shiftForActions } from './shift-views';

/**
 * The signed-in viewer's stored language (partner, client user or administrator record), for the
 * labels of a document they download; undefined when none is stored.
 */
async function viewerLanguage(deps: ShiftDeps, viewer: Viewer): Promise<Language | undefined> {
  const record =
    viewer.role === 'EMPLOYEE'
      ? await deps.partnerPrivate.getPartnerInfo(viewer.userId)
      : viewer.role === 'CLIENT'
        ? await deps.clientUsers.getClientUser(viewer.userId)
        : await deps.systemUsers.getSystemUser(viewer.userId);
  return record?.lang;
}

/**
 * The payment note PDF of a held shift (CLAIMED, FINISHED, COMPLETED) for an administrator, the shift's
 * client or the partner holding it, named with the shift's reference number, labelled in the viewer's
 * stored language.
 */
export async function paymentNote(deps: ShiftDeps, viewer: Viewer, shiftId: string): Promise<FileResult> {
  const now = deps.clock.now();
  const shift = await loadVisibleShift(deps, viewer, shiftId);
  assertShiftAction('paymentNote', { shift: shiftForActions(shift), viewer, now });
  const [client, lang] = await Promise.all([
    deps.clients.getClient(shift.clientId),
    viewerLanguage(deps, viewer),
  ]);
  const address = client?.address;
  // pdf-lib is loaded only when a note is asked for: the area's other routes start without it.
  const { renderPaymentNote } = await pdfRenderers();
  const body = await renderPaymentNote({
    refNumber: shift.refNumber,
    organisation: {
      name: client?.name ?? shift.clientName,
      ...(client?.legalName ? { legalName: client.legalName } : {}),
      addressLines: address
        ? [[address.street, address.street2].filter(Boolean).join(', '), postalLine(address, lang ?? 'en')]
        : [],
      ...(client?.phoneNumber ? { phoneNumber: client.phoneNumber } : {}),
    },
    partnerName: shift.partnerName ?? '',
    positionName: lang === 'el' && shift.positionNameEl ? shift.positionNameEl : shift.positionName,
    startDate: shift.startDate,
    endDate: shift.endDate,
    totalCost: shift.cost.totalCost,
    issuedAt: now.toISOString(),
    ...(lang ? { lang } : {}),
  });
  return { file: { body, contentType: 'application/pdf', fileName: `PAYMENT-NOTE-${shift.refNumber}.pdf` } };
}
