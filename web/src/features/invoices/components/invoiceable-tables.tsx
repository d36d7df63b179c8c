import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { InvoiceablePenalty, InvoiceableShift } from '@careshift/contract/operations/invoices';

import { formatDate, formatDateTime, formatMoney } from '../../../app/shift-format';
import { TableMessage } from '../../../components/table-message';
import { currentLanguage } from '../../../i18n';

interface SelectableProps<T> {
  items: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  loading: boolean;
}

/** The partner's worked shifts without an invoice, to tick (ref, organisation, position, date, commission). */
export function InvoiceableShiftsTable({
  items,
  selected,
  onChange,
  loading,
}: SelectableProps<InvoiceableShift>) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  return (
    <Table
      items={[...items]}
      trackBy="id"
      variant="container"
      selectionType="multi"
      selectedItems={[...selected]}
      onSelectionChange={({ detail }) => onChange(detail.selectedItems)}
      loading={loading}
      loadingText={t('newInvoice.loading')}
      empty={<TableMessage text={t('newInvoice.noShifts')} />}
      header={<Header counter={`(${selected.length}/${items.length})`}>{t('newInvoice.shifts')}</Header>}
      ariaLabels={{
        tableLabel: t('newInvoice.shifts'),
        selectionGroupLabel: t('newInvoice.shifts'),
        allItemsSelectionLabel: () => t('newInvoice.selectAll'),
        itemSelectionLabel: (_state, shift) => t('newInvoice.selectShift', { ref: shift.refNumber }),
      }}
      columnDefinitions={[
        {
          id: 'ref',
          header: t('newInvoice.columns.ref'),
          isRowHeader: true,
          cell: (shift) => `#${shift.refNumber}`,
        },
        { id: 'client', header: t('newInvoice.columns.client'), cell: (shift) => shift.clientName },
        { id: 'position', header: t('newInvoice.columns.position'), cell: (shift) => shift.positionName },
        {
          id: 'date',
          header: t('newInvoice.columns.date'),
          cell: (shift) => formatDateTime(shift.startDate),
        },
        {
          id: 'commission',
          header: t('newInvoice.columns.commission'),
          cell: (shift) => formatMoney(shift.companyCommission, language),
        },
      ]}
    />
  );
}

/** The partner's penalties without an invoice, to tick (kind, shift ref, amount, date). */
export function InvoiceablePenaltiesTable({
  items,
  selected,
  onChange,
  loading,
}: SelectableProps<InvoiceablePenalty>) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  return (
    <Table
      items={[...items]}
      trackBy="id"
      variant="container"
      selectionType="multi"
      selectedItems={[...selected]}
      onSelectionChange={({ detail }) => onChange(detail.selectedItems)}
      loading={loading}
      loadingText={t('newInvoice.loading')}
      empty={<TableMessage text={t('newInvoice.noPenalties')} />}
      header={<Header counter={`(${selected.length}/${items.length})`}>{t('newInvoice.penalties')}</Header>}
      ariaLabels={{
        tableLabel: t('newInvoice.penalties'),
        selectionGroupLabel: t('newInvoice.penalties'),
        allItemsSelectionLabel: () => t('newInvoice.selectAll'),
        itemSelectionLabel: (_state, penalty) => t('newInvoice.selectPenalty', { ref: penalty.shiftRef }),
      }}
      columnDefinitions={[
        {
          id: 'kind',
          header: t('newInvoice.columns.kind'),
          isRowHeader: true,
          cell: (penalty) => t(`newInvoice.penaltyKinds.${penalty.kind}`),
        },
        { id: 'shift', header: t('newInvoice.columns.shift'), cell: (penalty) => `#${penalty.shiftRef}` },
        {
          id: 'date',
          header: t('newInvoice.columns.date'),
          cell: (penalty) => formatDate(penalty.createdAt),
        },
        {
          id: 'amount',
          header: t('newInvoice.columns.amount'),
          cell: (penalty) => formatMoney(penalty.amount, language),
        },
      ]}
    />
  );
}
