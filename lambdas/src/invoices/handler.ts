import * as contract from '@careshift/contract/operations/invoices';
import { pendingPenalties } from '@careshift/contract/operations/penalties';

import { areaHandler, route } from '../http/pipeline';

import { createInvoice } from './create-invoice';
import { invoiceDeps } from './invoice-deps';
import { downloadInvoice } from './invoice-file';
import { cancelInvoice, markInvoicePending, payInvoice } from './invoice-moves';
import { invoiceableWork } from './invoiceable-work';
import { getInvoice, listInvoicesFor } from './list-invoices';
import { pendingPenaltiesOf } from './pending-penalties';
import { sendInvoice } from './send-invoice';

/** The invoices area Lambda: invoices from worked shifts, their lists, moves, e-mail and PDF (issue 12). */
export const handler = areaHandler([
  route(contract.invoicesList, ({ query }, { viewer }) => listInvoicesFor(invoiceDeps(), viewer, query)),
  route(contract.invoiceGet, ({ path }, { viewer }) => getInvoice(invoiceDeps(), viewer, path.invoiceId)),
  route(contract.invoiceableWork, ({ path }) => invoiceableWork(invoiceDeps(), path.partnerId)),
  route(contract.invoiceCreate, ({ body }, { viewer }) => createInvoice(invoiceDeps(), viewer, body)),
  route(contract.invoicePay, ({ path, body }, { viewer }) =>
    payInvoice(invoiceDeps(), viewer, path.invoiceId, body),
  ),
  route(contract.invoicePending, ({ path }, { viewer }) =>
    markInvoicePending(invoiceDeps(), viewer, path.invoiceId),
  ),
  route(contract.invoiceCancel, ({ path }, { viewer }) =>
    cancelInvoice(invoiceDeps(), viewer, path.invoiceId),
  ),
  route(contract.invoiceSend, ({ path, body }, { viewer }) =>
    sendInvoice(invoiceDeps(), viewer, path.invoiceId, body.email),
  ),
  route(contract.invoiceDownload, ({ path }, { viewer }) =>
    downloadInvoice(invoiceDeps(), viewer, path.invoiceId),
  ),
  route(pendingPenalties, (_input, { viewer }) => pendingPenaltiesOf(invoiceDeps(), viewer)),
]);
