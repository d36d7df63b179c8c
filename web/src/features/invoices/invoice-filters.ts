import { INVOICE_STATUSES } from '@careshift/domain/invoices/invoice-rules';
import type { InvoiceStatus } from '@careshift/domain/invoices/invoice-rules';
import type { SortDirection } from '@careshift/domain/shifts/list-order';

/** The invoice list's filters (spec section 2 "Invoices"), as the URL keeps them. */
export interface InvoiceFilters {
  statuses: InvoiceStatus[];
  /** Created date order: newest first unless asc. */
  direction: SortDirection;
}

/** The URL parameters of the filters. */
export const INVOICE_FILTER_PARAMS = { statuses: 'status', direction: 'dir' } as const;

export function isInvoiceStatus(value: string): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(value);
}

/** Reads the filters from the address; unknown values are dropped, never an error. */
export function invoiceFiltersFromSearch(search: URLSearchParams): InvoiceFilters {
  const statuses = search
    .getAll(INVOICE_FILTER_PARAMS.statuses)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(isInvoiceStatus);
  return {
    // In the domain's order, once each.
    statuses: INVOICE_STATUSES.filter((status) => statuses.includes(status)),
    direction: search.get(INVOICE_FILTER_PARAMS.direction) === 'asc' ? 'asc' : 'desc',
  };
}

/**
 * The address of the filters, keeping every other parameter of `current` (a checkout's return flag
 * is dropped: it is read once). Defaults are left out so a plain list has a plain URL.
 */
export function invoiceFiltersToSearch(filters: InvoiceFilters, current?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(current);
  search.delete(INVOICE_FILTER_PARAMS.statuses);
  search.delete(INVOICE_FILTER_PARAMS.direction);
  if (filters.statuses.length) search.set(INVOICE_FILTER_PARAMS.statuses, filters.statuses.join(','));
  if (filters.direction === 'asc') search.set(INVOICE_FILTER_PARAMS.direction, 'asc');
  return search;
}

/** The invoices-list query of the filters, one partner (the partner page's tab) and a page cursor. */
export function invoiceListQuery(
  filters: InvoiceFilters,
  options: { partnerId?: string; cursor?: string | null } = {},
): { statuses?: string; partnerId?: string; direction: SortDirection; cursor?: string } {
  return {
    ...(filters.statuses.length ? { statuses: filters.statuses.join(',') } : {}),
    ...(options.partnerId ? { partnerId: options.partnerId } : {}),
    direction: filters.direction,
    ...(options.cursor ? { cursor: options.cursor } : {}),
  };
}
