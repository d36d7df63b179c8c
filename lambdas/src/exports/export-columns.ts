import type { InvoiceRecord, ShiftRecord } from '@careshift/db';
import { centsToEuros, formatNicosiaSortableDateTime, isInvoicePastDue } from '@careshift/domain';
import { countedShiftCost } from '@careshift/domain/statistics/counted-cost';

import type { CsvColumn } from './csv-export';

/**
 * Money in the CSV: euros with two decimals and a dot ("12.50"), the currency in the header. A
 * spreadsheet sums these as numbers in any locale's import, and a person reads them as they are billed;
 * cents would need a division in every formula.
 */
export const euros = (cents: number | undefined) =>
  cents === undefined ? '' : centsToEuros(cents).toFixed(2);

/** Instants as Nicosia wall-clock time, "YYYY-MM-DD HH:mm" (spreadsheets read it as a date). */
export const nicosiaTime = (instant: string | undefined) =>
  instant ? formatNicosiaSortableDateTime(instant) : '';

/** An invoice and the ref numbers of its shifts (read once per page). */
export interface InvoiceExportRow {
  invoice: InvoiceRecord;
  shiftRefs: readonly number[];
  /** The export's instant, for the overdue column. */
  now: Date;
}

/** What an operator reconciles at month-end: who, how much, when due, when and how paid. */
export const INVOICE_COLUMNS: readonly CsvColumn<InvoiceExportRow>[] = [
  { header: 'Invoice ref', value: ({ invoice }) => invoice.invoiceRef },
  { header: 'Partner', value: ({ invoice }) => invoice.partnerName },
  { header: 'Partner ID', value: ({ invoice }) => invoice.partnerId },
  { header: 'Status', value: ({ invoice }) => invoice.status },
  { header: 'Total (EUR)', value: ({ invoice }) => euros(invoice.total) },
  { header: 'Created (Nicosia)', value: ({ invoice }) => nicosiaTime(invoice.createdAt) },
  { header: 'Due date', value: ({ invoice }) => invoice.dueDate.slice(0, 10) },
  { header: 'Overdue', value: ({ invoice, now }) => (isInvoicePastDue(invoice, now) ? 'yes' : 'no') },
  { header: 'Paid at (Nicosia)', value: ({ invoice }) => nicosiaTime(invoice.paidAt) },
  { header: 'Payment method', value: ({ invoice }) => invoice.paymentMethod },
  { header: 'Payment provider', value: ({ invoice }) => invoice.paymentProvider },
  { header: 'Transaction ID', value: ({ invoice }) => invoice.transactionId },
  { header: 'Shift refs', value: ({ shiftRefs }) => shiftRefs.join(' ') },
  { header: 'Invoice ID', value: ({ invoice }) => invoice.invoiceId },
];

/**
 * A shift as the administrators' list shows it, with the whole cost split: the cost of the approved
 * hours once its timesheet is approved or settled, else the planned cost (the dashboard's figure,
 * issue 34), and which of the two it is.
 */
export const SHIFT_COLUMNS: readonly CsvColumn<ShiftRecord>[] = [
  { header: 'Shift ref', value: (shift) => shift.refNumber },
  { header: 'Client', value: (shift) => shift.clientName },
  { header: 'Position', value: (shift) => shift.positionName },
  { header: 'Status', value: (shift) => shift.status },
  { header: 'Partner', value: (shift) => shift.partnerName },
  { header: 'Start (Nicosia)', value: (shift) => nicosiaTime(shift.startDate) },
  { header: 'End (Nicosia)', value: (shift) => nicosiaTime(shift.endDate) },
  { header: 'Total cost (EUR)', value: (shift) => euros(countedShiftCost(shift).totalCost) },
  { header: 'Partner earnings (EUR)', value: (shift) => euros(countedShiftCost(shift).employeeEarnings) },
  { header: 'Commission (EUR)', value: (shift) => euros(countedShiftCost(shift).companyCommission) },
  { header: 'Priced on', value: (shift) => (shift.billedCost ? 'approved hours' : 'planned hours') },
  { header: 'Invoice ID', value: (shift) => shift.invoiceId },
  { header: 'Created (Nicosia)', value: (shift) => nicosiaTime(shift.createdAt) },
  { header: 'Shift ID', value: (shift) => shift.shiftId },
  { header: 'Client ID', value: (shift) => shift.clientId },
  { header: 'Partner ID', value: (shift) => shift.claimedBy },
];
