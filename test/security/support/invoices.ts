import type { Operation } from '@careshift/contract';
import { invoiceCancel, invoiceCreate, invoiceGet } from '@careshift/contract/operations/invoices';

import type { CallRequest } from './api-client';

/** The two tenants (world.ts), named here again so that the two files do not import each other. */
type Tenant = 'A' | 'B';
/** The administrator's set-up caller (world.ts `Caller`). */
type Caller = <T = Record<string, unknown>>(operation: Operation, request?: CallRequest) => Promise<T>;

/** Makes a shift of the tenant's organisation worked by its partner, `startHours` from now (negative). */
export type WorkedShiftMaker = (tenant: Tenant, startHours: number) => Promise<string>;

export interface InvoiceBuilders {
  /** A past shift of the tenant's organisation worked by its partner, with no invoice. */
  workedShift(tenant: Tenant): Promise<string>;
  /** A new PENDING invoice of the tenant's partner over a new worked shift of its organisation. */
  invoice(tenant: Tenant): Promise<string>;
  /** A PENDING invoice, for invoice-pay and invoice-cancel (a new one once the last was used). */
  pendingInvoice(tenant: Tenant, purpose: string): Promise<string>;
  /** A CANCELED invoice, for invoice-pending (a new one once the last was used). */
  canceledInvoice(tenant: Tenant): Promise<string>;
}

/**
 * Invoices of each tenant (issue 12). Worked shifts lie in the past, a day apart (before the reviewed
 * shift at -30 h), so one partner's shifts never overlap nor break the rest hours. The state-changing
 * rows get an invoice in the state they need: the one handed out last while it still is in that state
 * (only the administrator's call changes it), else a new one — fresh for every change, without building
 * an invoice for each refused call.
 */
export function invoiceBuilders(
  admin: Caller,
  partner: Record<Tenant, string>,
  client: Record<Tenant, string>,
  createShift: WorkedShiftMaker,
): InvoiceBuilders {
  let past = 0;
  const workedShift = (tenant: Tenant) => createShift(tenant, -(30 + 24 * (past += 1)));
  const invoice = async (tenant: Tenant) => {
    const requestId = await workedShift(tenant);
    const body = { partnerId: partner[tenant], requests: [{ requestId, clientId: client[tenant] }] };
    return (await admin<{ id: string }>(invoiceCreate, { body })).id;
  };
  const handedOut = new Map<string, string>();
  const inState = async (key: string, status: string, make: () => Promise<string>) => {
    const last = handedOut.get(key);
    if (last) {
      const current = await admin<{ status: string }>(invoiceGet, { path: { invoiceId: last } });
      if (current.status === status) return last;
    }
    const made = await make();
    handedOut.set(key, made);
    return made;
  };
  return {
    workedShift,
    invoice,
    pendingInvoice: (tenant, purpose) => inState(`${purpose}:${tenant}`, 'PENDING', () => invoice(tenant)),
    canceledInvoice: (tenant) =>
      inState(`canceled:${tenant}`, 'CANCELED', async () => {
        const invoiceId = await invoice(tenant);
        await admin(invoiceCancel, { path: { invoiceId } });
        return invoiceId;
      }),
  };
}
