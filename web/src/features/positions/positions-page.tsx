import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Position } from '@careshift/contract';

import { ListEmptyState, TableMessage } from '../../components/table-message';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePositions } from '../../hooks/use-positions';
import { currentLanguage } from '../../i18n';

import { ConfigurationCard } from './components/configuration-card';
import { DeletePositionModal } from './components/delete-position-modal';
import { PositionFormModal } from './components/position-form-modal';
import { positionColumns } from './positions-table-config';

type Dialog =
  { kind: 'create' } | { kind: 'edit'; position: Position } | { kind: 'delete'; position: Position };

/** `/positions` (administrators): the positions with Refresh, Add New, Edit and Delete. */
export function PositionsPage() {
  const { t } = useTranslation(['positions', 'common']);
  const language = currentLanguage();
  const query = usePositions();
  const [dialog, setDialog] = useState<Dialog>();
  const columns = useMemo(() => positionColumns(t, language), [t, language]);
  const noResults = t('common:status.noResults');

  useDocumentTitle(t('title'));

  const { items, collectionProps, filterProps, filteredItemsCount, actions } = useCollection(
    query.data ?? [],
    {
      filtering: {
        empty: (
          <TableMessage
            text={noResults}
            action={
              <Button onClick={() => setDialog({ kind: 'create' })}>{t('common:actions.addNew')}</Button>
            }
          />
        ),
        noMatch: (
          <TableMessage
            text={noResults}
            action={<Button onClick={() => actions.setFiltering('')}>{t('table.clearFilter')}</Button>}
          />
        ),
      },
      sorting: { defaultState: { sortingColumn: columns[0]! } },
      selection: { trackBy: 'id' },
    },
  );
  const selected = collectionProps.selectedItems?.[0];

  const failed = query.isError && !query.data;
  return (
    <SpaceBetween size="l">
      <Table
        {...collectionProps}
        items={items}
        columnDefinitions={columns}
        trackBy="id"
        selectionType="single"
        variant="full-page"
        stickyHeader
        loading={query.isPending}
        loadingText={t('table.loading')}
        empty={
          failed ? (
            <ListEmptyState failed failedText={t('table.failed')} onRetry={() => void query.refetch()} />
          ) : (
            collectionProps.empty
          )
        }
        ariaLabels={{
          tableLabel: t('table.label'),
          selectionGroupLabel: t('table.selectionGroup'),
          itemSelectionLabel: (_state, position) => t('table.selectItem', { name: position.name }),
          allItemsSelectionLabel: () => t('table.selectAll'),
        }}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={query.data ? `(${query.data.length})` : undefined}
            description={t('description')}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('common:actions.refresh')}
                  loading={query.isFetching && !query.isPending}
                  onClick={() => void query.refetch()}
                >
                  {t('common:actions.refresh')}
                </Button>
                <Button
                  disabled={!selected}
                  onClick={() => selected && setDialog({ kind: 'delete', position: selected })}
                >
                  {t('common:actions.delete')}
                </Button>
                <Button
                  disabled={!selected}
                  onClick={() => selected && setDialog({ kind: 'edit', position: selected })}
                >
                  {t('common:actions.edit')}
                </Button>
                <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
                  {t('common:actions.addNew')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('title')}
          </Header>
        }
        filter={
          <TextFilter
            {...filterProps}
            filteringPlaceholder={t('table.filterPlaceholder')}
            filteringAriaLabel={t('table.filterLabel')}
            filteringClearAriaLabel={t('table.clearFilter')}
            countText={
              filterProps.filteringText ? t('table.matches', { count: filteredItemsCount ?? 0 }) : undefined
            }
          />
        }
      />
      <PositionFormModal
        visible={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        position={dialog?.kind === 'edit' ? dialog.position : undefined}
        onDismiss={() => setDialog(undefined)}
      />
      <DeletePositionModal
        position={dialog?.kind === 'delete' ? dialog.position : undefined}
        onDismiss={() => setDialog(undefined)}
        onDeleted={() => {
          setDialog(undefined);
          actions.setSelectedItems([]);
        }}
      />
      <ConfigurationCard />
    </SpaceBetween>
  );
}
