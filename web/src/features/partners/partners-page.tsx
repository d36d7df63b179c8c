import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { partnerFilterSchema } from '@careshift/contract';
import type { PartnerFilter, PartnerFilterValues, PartnerProfile } from '@careshift/contract';

import { PATHS } from '../../app/paths';
import { PagesPagination } from '../../components/paged-list';
import { ListEmptyState } from '../../components/table-message';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePositions } from '../../hooks/use-positions';
import { currentLanguage } from '../../i18n';

import { DeletePartnerModal } from './components/delete-partner-modal';
import { PartnerFilters } from './components/partner-filters';
import { partnerColumns } from './partners-table-config';
import { usePartnerList } from './use-partners';

/** The URL's filters, when they pass the contract's schema (a hand-edited short name is ignored). */
function filterOf(params: URLSearchParams): PartnerFilterValues {
  const raw = {
    name: params.get('name') ?? '',
    status: params.get('status') ?? '',
    positionId: params.get('positionId') ?? '',
  };
  const parsed = partnerFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : partnerFilterSchema.parse({ ...raw, name: '', status: '' });
}

/** `/employees` (administrators): partners filtered by name, status and position; filters in the URL. */
export function PartnersPage() {
  const { t } = useTranslation(['partners', 'ui', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const positions = usePositions();
  const list = usePartnerList(filter);
  const [deleting, setDeleting] = useState<PartnerProfile>();
  const language = currentLanguage();
  const columns = useMemo(() => partnerColumns(t, language, setDeleting), [t, language]);
  useDocumentTitle(t('list.title'));

  const search = (next: PartnerFilter) => {
    const entries = Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]));
    setParams(Object.fromEntries(entries));
  };

  return (
    <>
      <Table
        variant="full-page"
        items={list.items}
        columnDefinitions={columns}
        trackBy="id"
        loading={list.loading}
        loadingText={t('list.loading')}
        ariaLabels={{ tableLabel: t('list.tableLabel') }}
        empty={
          <ListEmptyState
            failed={list.query.isError}
            failedText={t('list.failed')}
            onRetry={() => void list.query.refetch()}
          />
        }
        header={
          <Header
            variant="awsui-h1-sticky"
            actions={
              <Button variant="primary" onClick={() => void navigate(PATHS.newPartner)}>
                {t('list.addNew')}
              </Button>
            }
          >
            {t('list.title')}
          </Header>
        }
        filter={
          <PartnerFilters
            key={params.toString()}
            value={{ ...filter, status: filter.status ?? '' }}
            positions={positions.data ?? []}
            onSearch={search}
          />
        }
        pagination={<PagesPagination paged={list} />}
      />
      <DeletePartnerModal partner={deleting} onDismiss={() => setDeleting(undefined)} />
    </>
  );
}
