import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';

import type { Invoice, InvoiceActionName } from '@careshift/contract/operations/invoices';

import { PATHS, pathWithId } from '../../app/paths';
import { formatDate, formatDateTime, formatMoney } from '../../app/shift-format';
import { RouterLink } from '../../components/router-link';
import { StatusBadge } from '../../components/status-badge';
import type { ViewerKind } from '../../hooks/use-viewer';
import { currentLanguage } from '../../i18n';

import { InvoiceRowActions } from './components/invoice-row-actions';
import { invoiceShiftLabels, invoiceShiftName } from './invoice-labels';

type InvoicesT = TFunction<'invoices'>;

/** The status badge in the spec's colours, with "Overdue" beside a PENDING invoice past its due date. */
export function InvoiceStatus({ invoice, t }: { invoice: Invoice; t: InvoicesT }) {
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      <StatusBadge status={invoice.status} label={t(`statuses.${invoice.status}`)} />
      {invoice.overdue && (
        <span title={t('overdueSince', { date: formatDate(`${invoice.dueDate}T12:00:00Z`) })}>
          <Badge color="red">{t('overdue')}</Badge>
        </span>
      )}
    </SpaceBetween>
  );
}

/** The "shift name" cell: the first line's label in the reader's language, "+ n more" below it. */
function ShiftName({ invoice, t }: { invoice: Invoice; t: InvoicesT }) {
  const { label, more } = invoiceShiftName(invoice.lines, (key, params) => t(key, params), currentLanguage());
  return (
    <SpaceBetween size="xxxs">
      <span>{label}</span>
      {more > 0 && (
        <Box variant="small" color="text-body-secondary">
          {t('moreLines', { count: more })}
        </Box>
      )}
    </SpaceBetween>
  );
}

/** An organisation's "shifts" cell: each of its shifts the invoice covers (ref, position, date). */
function OrganisationShifts({ invoice, t }: { invoice: Invoice; t: InvoicesT }) {
  return (
    <SpaceBetween size="xxxs">
      {invoiceShiftLabels(invoice.lines, (key, params) => t(key, params), currentLanguage()).map(
        (label, i) => (
          <span key={invoice.lines[i]?.shiftId ?? i}>{label}</span>
        ),
      )}
    </SpaceBetween>
  );
}

/**
 * The invoice columns (spec section 2 "Invoices"): ref, partner (administrators, linking to
 * /employees/{id}/info), shift name, status badge, total (not for an organisation, which sees no invoice
 * amount), created date (sortable), actions by role and status (the row's `actions`; an organisation has
 * none, so it gets no actions column).
 */
export function invoiceColumns(
  t: InvoicesT,
  viewer: ViewerKind,
  language: string,
  onAction: (invoice: Invoice, action: InvoiceActionName) => void,
  busy: (invoice: Invoice) => InvoiceActionName | undefined,
): TableProps.ColumnDefinition<Invoice>[] {
  const columns: (TableProps.ColumnDefinition<Invoice> | false)[] = [
    {
      id: 'ref',
      header: t('columns.ref'),
      isRowHeader: true,
      width: 70,
      cell: (invoice) => `#${invoice.invoiceRef}`,
    },
    viewer === 'administrator' && {
      id: 'partner',
      header: t('columns.partner'),
      // Widths sum to at most 890 px, so at 1280 px (with the navigation) every column sits beside the
      // sticky actions column and none scrolls under it (issue 32).
      width: 140,
      minWidth: 110,
      cell: (invoice) =>
        invoice.partnerId ? (
          <RouterLink href={pathWithId(PATHS.partnerInfo, invoice.partnerId)}>
            {invoice.partnerName ?? invoice.partnerId}
          </RouterLink>
        ) : (
          '-'
        ),
    },
    {
      id: 'shiftName',
      header: viewer === 'client' ? t('columns.shifts') : t('columns.shiftName'),
      width: 170,
      minWidth: 140,
      cell: (invoice) =>
        viewer === 'client' ? (
          <OrganisationShifts invoice={invoice} t={t} />
        ) : (
          <ShiftName invoice={invoice} t={t} />
        ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      width: 110,
      minWidth: 100,
      cell: (invoice) => <InvoiceStatus invoice={invoice} t={t} />,
    },
    // An organisation sees no invoice amount (the reply has none: it never sees the commission billed).
    viewer !== 'client' && {
      id: 'total',
      header: t('columns.total'),
      width: 100,
      minWidth: 90,
      cell: (invoice) => (invoice.total === undefined ? '-' : formatMoney(invoice.total, language)),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sortingField: 'createdAt',
      // The date and the time may wrap onto two lines, so every column fits at 1280 px.
      width: 120,
      minWidth: 110,
      cell: (invoice) => formatDateTime(invoice.createdAt),
    },
    viewer !== 'client' && {
      id: 'actions',
      header: t('columns.actions'),
      // "Mark Paid ▾" (and the Greek «Εξόφληση ▾») on one line.
      width: 170,
      minWidth: 160,
      cell: (invoice) => <InvoiceRowActions invoice={invoice} onAction={onAction} busy={busy(invoice)} />,
    },
  ];
  return columns.filter((column): column is TableProps.ColumnDefinition<Invoice> => column !== false);
}
