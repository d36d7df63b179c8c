import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { InvoiceablePenalty, InvoiceableShift } from '@careshift/contract/operations/invoices';

import { formatDate, formatDateTime, formatMoney } from '../../../app/shift-format';
import { PositionName } from '../../../components/position-name';
import { TableMessage } from '../../../components/table-message';
import { currentLanguage } from '../../../i18n';

interface SelectableProps<T> {
  items: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  loading: boolean;
}

/**
 * A list of the new invoice's candidates with a tick per row: the counter of ticked rows, the loading
 * and empty texts, and each row's selection label.
 */
function SelectableTable<T extends { id: string }>({
  items,
  selected,
  onChange,
  loading,
  title,
  emptyText,
  rowLabel,
  columnDefinitions,
}: SelectableProps<T> & {
  title: string;
  emptyText: string;
  rowLabel: (item: T) => string;
  columnDefinitions: TableProps.ColumnDefinition<T>[];
}) {
  const { t } = useTranslation('invoices');
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
      empty={<TableMessage text={emptyText} />}
      header={<Header counter={`(${selected.length}/${items.length})`}>{title}</Header>}
      ariaLabels={{
        tableLabel: title,
        selectionGroupLabel: title,
        allItemsSelectionLabel: () => t('newInvoice.selectAll'),
        itemSelectionLabel: (_state, item) => rowLabel(item),
      }}
      columnDefinitions={columnDefinitions}
    />
  );
}

/** The partner's worked shifts without an invoice, to tick (ref, organisation, position, date, commission). */
export function InvoiceableShiftsTable(props: SelectableProps<InvoiceableShift>) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  return (
    <SelectableTable
      {...props}
      title={t('newInvoice.shifts')}
      emptyText={t('newInvoice.noShifts')}
      rowLabel={(shift) => t('newInvoice.selectShift', { ref: shift.refNumber })}
      columnDefinitions={[
        {
          id: 'ref',
          header: t('newInvoice.columns.ref'),
          isRowHeader: true,
          cell: (shift) => `#${shift.refNumber}`,
        },
        { id: 'client', header: t('newInvoice.columns.client'), cell: (shift) => shift.clientName },
        {
          id: 'position',
          header: t('newInvoice.columns.position'),
          cell: (shift) => (
            <PositionName
              position={{ id: shift.id, name: shift.positionName, nameEl: shift.positionNameEl }}
            />
          ),
        },
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
export function InvoiceablePenaltiesTable(props: SelectableProps<InvoiceablePenalty>) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  return (
    <SelectableTable
      {...props}
      title={t('newInvoice.penalties')}
      emptyText={t('newInvoice.noPenalties')}
      rowLabel={(penalty) => t('newInvoice.selectPenalty', { ref: penalty.shiftRef })}
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
