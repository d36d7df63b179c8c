import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useDocumentTitle } from '../requests/use-document-title';
import { usePositionOptions } from '../requests/use-shift-options';
import { useShiftViewer } from '../requests/use-viewer';

import { AppBanner } from './components/app-banner';
import { ShiftCardList } from './components/shift-card-list';
import { findFiltersFromSearch, findFiltersToSearch } from './partner-shift-filters';
import type { FindShiftFilters } from './partner-shift-filters';
import { usePartnerShifts } from './use-partner-shifts';

const ALL = 'ALL';

/**
 * `/find-a-shift` (spec section 2, "Available shift"): open and claimed shifts of the partner's
 * positions, soonest first; a shift someone else claimed shows without a link. Phone first.
 */
export function FindAShiftPage() {
  const { t } = useTranslation(['findShift', 'requests']);
  const viewer = useShiftViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => findFiltersFromSearch(searchParams), [searchParams]);
  const { query, items } = usePartnerShifts({ kind: 'find', filters });
  const positions = usePositionOptions(viewer);
  useDocumentTitle(t('find.title'));

  const update = (next: FindShiftFilters) => setSearchParams(findFiltersToSearch(next), { replace: true });
  const positionOptions = [
    { value: ALL, label: t('find.allPositions') },
    ...(positions.positions ?? []).map((position) => ({ value: position.id, label: position.name })),
  ];
  const failed = query.isError && items.length === 0;

  return (
    <SpaceBetween size="l">
      <AppBanner />
      <ShiftCardList
        items={items}
        loading={query.isPending}
        failed={failed}
        failedText={t('find.failed')}
        onRetry={() => void query.refetch()}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        header={
          <Header variant="awsui-h1-sticky" description={t('find.description')}>
            {t('find.title')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="s">
            <SegmentedControl
              selectedId={filters.status ?? ALL}
              label={t('find.statusLabel')}
              options={[
                { id: ALL, text: t('find.all') },
                { id: 'VERIFIED', text: t('find.open') },
                { id: 'CLAIMED', text: t('requests:status.CLAIMED') },
              ]}
              onChange={({ detail }) => {
                const { status: _status, ...rest } = filters;
                update(
                  detail.selectedId === 'VERIFIED' || detail.selectedId === 'CLAIMED'
                    ? { ...rest, status: detail.selectedId }
                    : rest,
                );
              }}
            />
            {positionOptions.length > 2 && (
              <Select
                selectedOption={
                  positionOptions.find((option) => option.value === (filters.positionId ?? ALL)) ?? null
                }
                options={positionOptions}
                ariaLabel={t('find.positionLabel')}
                onChange={({ detail }) => {
                  const { positionId: _position, ...rest } = filters;
                  const value = detail.selectedOption.value;
                  update(value && value !== ALL ? { ...rest, positionId: value } : rest);
                }}
              />
            )}
          </SpaceBetween>
        }
      />
    </SpaceBetween>
  );
}
