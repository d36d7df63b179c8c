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

import { DeletePositionModal } from './components/delete-position-modal';
import { PositionFormModal } from './components/position-form-modal';
import { PositionNotFound } from './components/position-not-found';
import { SettingsCard } from './components/settings-card';
import { positionColumns } from './positions-table-config';

const detailPath = (position: Position) => generatePath(PATHS.positionDetail, { positionId: position.id });

/** What the address says: a new position, an edit, and the position it names (none while creating). */
function usePositionAddress() {
  const creating = useMatch(PATHS.newPosition) !== null;
  const editMatch = useMatch(PATHS.editPosition);
  const detailMatch = useMatch(PATHS.positionDetail);
  const positionId = creating ? undefined : (editMatch ?? detailMatch)?.params.positionId;
  return { creating, editing: editMatch !== null, positionId };
}

interface PositionActionsProps {
  query: ReturnType<typeof usePositions>;
  selected: Position | undefined;
  onDelete: () => void;
  onEdit: (position: Position) => void;
  onAddNew: () => void;
}

/** Refresh, Delete and Edit (of the selected position) and Add New. */
function PositionActions({ query, selected, onDelete, onEdit, onAddNew }: PositionActionsProps) {
  const { t } = useTranslation(['positions', 'common']);
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button
        iconName="refresh"
        ariaLabel={t('common:actions.refresh')}
        loading={query.isFetching && !query.isPending}
        onClick={() => void query.refetch()}
      >
        {t('common:actions.refresh')}
      </Button>
      <Button disabled={!selected} onClick={onDelete}>
        {t('common:actions.delete')}
      </Button>
      <Button disabled={!selected} onClick={() => selected && onEdit(selected)}>
        {t('common:actions.edit')}
      </Button>
      <Button variant="primary" onClick={onAddNew}>
        {t('common:actions.addNew')}
      </Button>
    </SpaceBetween>
  );
}

interface PositionModalsProps {
  creating: boolean;
  editing: boolean;
  deleting: boolean;
  selected: Position | undefined;
  onStopDeleting: () => void;
  /** Back to the position (an edit closed) or to the list (anything else). */
  onClose: (position?: Position) => void;
}

/** The new/edit position modal and the delete confirmation. */
function PositionModals({
  creating,
  editing,
  deleting,
  selected,
  onStopDeleting,
  onClose,
}: PositionModalsProps) {
  const edited = editing ? selected : undefined;
  return (
    <>
      <PositionFormModal
        visible={creating || edited !== undefined}
        position={edited}
        onDismiss={() => onClose(edited)}
      />
      <DeletePositionModal
        position={deleting ? selected : undefined}
        onDismiss={onStopDeleting}
        onDeleted={() => {
          onStopDeleting();
          onClose();
        }}
      />
    </>
  );
}

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
  const { creating, editing, positionId } = usePositionAddress();
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
      <PositionNotFound positionId={positionId} positions={query.data} onBack={toList} />
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
              <PositionActions
                query={query}
                selected={selected}
                onDelete={() => setDeleting(true)}
                onEdit={(position) => navigate(`${detailPath(position)}/edit`)}
                onAddNew={addNew}
              />
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
      <PositionModals
        creating={creating}
        editing={editing}
        deleting={deleting}
        selected={selected}
        onStopDeleting={() => setDeleting(false)}
        onClose={(position) => (position ? navigate(detailPath(position)) : toList())}
      />
      <SettingsCard />
    </SpaceBetween>
  );
}
