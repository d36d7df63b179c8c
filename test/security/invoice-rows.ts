import { partnerGet } from '@careshift/contract';
import type { OperationId } from '@careshift/contract';

import type { MatrixRow } from './authorization-matrix';
import type { Tenant, World } from './support/world';

/** The outcome sets of the matrix that the invoice rows use. */
type Outcomes = Record<
  | 'administratorsOnly'
  | 'administratorsAndOwnPartner'
  | 'invoiceReaders'
  | 'everyoneSignedIn'
  | 'partnersOnly'
  | 'publicForAll',
  MatrixRow['expect']
>;

type InvoiceOperationId = Extract<
  OperationId,
  `invoice${string}` | 'payments-stripeWebhook' | 'requests-export' | 'penalties-pending'
>;

/** The tenant's standing PENDING invoice (reads and calls that change nothing). */
const standingInvoice = (world: World, tenant: Tenant) => ({ path: { invoiceId: world.invoice[tenant] } });
/** The partner's address as stored now (employee-update rows change it). */
async function partnerEmail(world: World, tenant: Tenant): Promise<string> {
  const partner = await world.admin<{ info?: { email?: string } }>(partnerGet, {
    path: { partnerId: world.partner[tenant] },
  });
  if (!partner.info?.email) throw new Error('set-up: the partner has no e-mail address');
  return partner.info.email;
}
/** An invoice in the state a state-changing row needs (support/invoices.ts). */
const freshInvoice =
  (pick: (invoices: World['fresh']['invoices']) => Promise<string>) => async (world: World) => ({
    path: { invoiceId: await pick(world.fresh.invoices) },
  });

/**
 * The rows of the invoice, payment and export operations (issue 12). Invoices are read by administrators,
 * the partner billed and the organisations of the shifts they cover; changed by administrators only;
 * downloaded and sent by administrators and the partner; paid by card by the partner alone.
 */
export function invoiceRows(o: Outcomes): Record<InvoiceOperationId, MatrixRow> {
  return {
    'invoices-list': {
      perTenant: false,
      request: (w) => ({ query: { partnerId: w.partner.A } }),
      expect: o.everyoneSignedIn,
    },
    'invoice-get': { perTenant: true, request: standingInvoice, expect: o.invoiceReaders },
    'invoice-invoiceable': {
      perTenant: false,
      request: (w) => ({ path: { partnerId: w.partner.A } }),
      expect: o.administratorsOnly,
    },
    'invoice-create': {
      perTenant: false,
      request: async (world) => ({
        body: {
          partnerId: world.partner.A,
          requests: [{ requestId: await world.fresh.invoices.workedShift('A'), clientId: world.client.A }],
        },
      }),
      expect: o.administratorsOnly,
    },
    'invoice-pay': {
      perTenant: true,
      request: async (world, tenant) => ({
        ...(await freshInvoice((i) => i.pendingInvoice(tenant, 'pay'))(world)),
        body: { paymentMethod: 'CASH' },
      }),
      expect: o.administratorsOnly,
    },
    'invoice-pending': {
      perTenant: true,
      request: (world, tenant) => freshInvoice((i) => i.canceledInvoice(tenant))(world),
      expect: o.administratorsOnly,
    },
    'invoice-cancel': {
      perTenant: true,
      request: (world, tenant) => freshInvoice((i) => i.pendingInvoice(tenant, 'cancel'))(world),
      expect: o.administratorsOnly,
    },
    // The partner's own address: a partner giving another address is refused (403) even for its own invoice.
    'invoice-send': {
      perTenant: true,
      request: async (world, tenant) => ({
        ...standingInvoice(world, tenant),
        body: { email: await partnerEmail(world, tenant) },
      }),
      expect: o.administratorsAndOwnPartner,
    },
    'invoice-download': { perTenant: true, request: standingInvoice, expect: o.administratorsAndOwnPartner },
    'invoice-checkout': {
      perTenant: true,
      request: standingInvoice,
      expect: { ...o.administratorsAndOwnPartner, administrator: 403 },
    },
    // The standing invoice is PENDING: the administrator's refund is past authorization (409, not card-paid).
    'invoice-refund': { perTenant: true, request: standingInvoice, expect: o.administratorsOnly },
    // Public: Stripe calls it without a sign-in; an unsigned body is refused with 400 and changes nothing.
    'payments-stripeWebhook': {
      perTenant: false,
      request: () => ({ body: { id: 'evt_matrix', type: 'checkout.session.completed' } }),
      expect: o.publicForAll,
    },
    // A partner's own penalties not yet invoiced: the partner is the caller, there is no object to name.
    'penalties-pending': { perTenant: false, request: () => ({}), expect: o.partnersOnly },
    'invoices-export': { perTenant: false, request: () => ({}), expect: o.administratorsOnly },
    'requests-export': { perTenant: false, request: () => ({}), expect: o.administratorsOnly },
  };
}
