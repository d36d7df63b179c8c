import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useMatch, useNavigate } from 'react-router';

import type { Position } from '@careshift/contract';

import { PATHS } from '../../app/paths';
import { ListEmptyState, TableMessage } from '../../components/table-message';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePositions } from '../../hooks/use-positions';
import { currentLanguage } from '../../i18n';

import { ConfigurationCard } from './components/configuration-card';
import { DeletePositionModal } from './components/delete-position-modal';
import { PositionFormModal } from './components/position-form-modal';
import { positionColumns } from './positions-table-config';

const detailPath = (position: Position) => generatePath(PATHS.positionDetail, { positionId: position.id });

/**
 * `/positions` (administrators): the positions with Refresh, Add New, Edit and Delete. The address holds
 * the view (spec routes), so a link reproduces it: `/positions/new` opens the new-position modal,
 * `/positions/{id}` selects the position, `/positions/{id}/edit` opens its edit modal. The selected
 * position is always the list's current one, so a renamed position is deleted under its new name.
 */
export function PositionsPage() {
  const { t } = useTranslation(['positions', 'common']);
  const language = currentLanguage();
  const query = usePositions();
  const navigate = useNavigate();
  const creating = useMatch(PATHS.newPosition) !== null;
  const editMatch = useMatch(PATHS.editPosition);
  const detailMatch = useMatch(PATHS.positionDetail);
  const editing = editMatch !== null;
  const positionId = creating ? undefined : (editMatch ?? detailMatch)?.params.positionId;
  const [deleting, setDeleting] = useState(false);
  // The radio shows the pick at once; the address follows (and a typed address picks).
  const [selectedId, setSelectedId] = useState(positionId);
  useEffect(() => setSelectedId(positionId), [positionId]);
  const selected = query.data?.find((position) => position.id === selectedId);
  const toList = () => navigate(PATHS.positions);
  const addNew = () => navigate(PATHS.newPosition);
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
            action={<Button onClick={addNew}>{t('common:actions.addNew')}</Button>}
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
    },
  );

  const failed = query.isError && !query.data;
  return (
    <SpaceBetween size="l">
      <Table
        {...collectionProps}
        items={items}
        columnDefinitions={columns}
        trackBy="id"
        selectionType="single"
        wrapLines
        resizableColumns
        stickyColumns={{ first: 1 }}
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => {
          const [picked] = detail.selectedItems;
          if (!picked) return;
          setSelectedId(picked.id);
          void navigate(detailPath(picked), { replace: true });
        }}
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
                <Button disabled={!selected} onClick={() => setDeleting(true)}>
                  {t('common:actions.delete')}
                </Button>
                <Button
                  disabled={!selected}
                  onClick={() => selected && navigate(`${detailPath(selected)}/edit`)}
                >
                  {t('common:actions.edit')}
                </Button>
                <Button variant="primary" onClick={addNew}>
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
        visible={creating || (editing && selected !== undefined)}
        position={editing ? selected : undefined}
        onDismiss={() => (editing && selected ? navigate(detailPath(selected)) : toList())}
      />
      <DeletePositionModal
        position={deleting ? selected : undefined}
        onDismiss={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          toList();
        }}
      />
      <ConfigurationCard />
    </SpaceBetween>
  );
}
