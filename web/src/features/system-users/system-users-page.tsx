import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { DEFAULT_SYSTEM_USER_LIST_STATUSES, SYSTEM_USER_STATUSES } from '@careshift/contract';
import type { SystemUser, SystemUserStatus } from '@careshift/contract';

import { PATHS, pathWithId } from '../../app/paths';
import { useDeselectLabel } from '../../components/cloudscape-strings';
import {
  AddNewButton,
  pagedTableProps,
  PagesPagination,
  PagesRefreshButton,
} from '../../components/paged-list';
import { ListEmptyState } from '../../components/table-message';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useViewer } from '../../hooks/use-viewer';

import { DeleteSystemUserModal } from './components/delete-system-user-modal';
import { systemUserColumns } from './system-users-table-config';
import { useSystemUserPages } from './use-system-users';

/** `/systemUsers` (administrators): the system users by status, 20 per page, with Add New, Edit, Delete. */
export function SystemUsersPage() {
  const { t } = useTranslation(['systemUsers', 'common']);
  const deselectLabel = useDeselectLabel();
  const navigate = useNavigate();
  const viewer = useViewer();
  const [statuses, setStatuses] = useState<SystemUserStatus[]>([...DEFAULT_SYSTEM_USER_LIST_STATUSES]);
  const [selected, setSelected] = useState<SystemUser>();
  const [deleting, setDeleting] = useState<SystemUser>();
  const paged = useSystemUserPages(statuses);
  const columns = useMemo(() => systemUserColumns(t, viewer.userId), [t, viewer.userId]);
  const failed = paged.query.isError && !paged.query.data;
  const own = selected?.id === viewer.userId;
  const statusOptions = SYSTEM_USER_STATUSES.map((status) => ({
    value: status,
    label: t(`statuses.${status}`),
  }));

  useDocumentTitle(t('title'));

  const addNew = <AddNewButton path={PATHS.newSystemUser} />;

  return (
    <>
      <Table
        {...pagedTableProps(paged, columns)}
        variant="full-page"
        stickyHeader
        wrapLines
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0])}
        loadingText={t('table.loading')}
        empty={
          <ListEmptyState
            failed={failed}
            failedText={t('table.failed')}
            onRetry={() => void paged.query.refetch()}
          />
        }
        ariaLabels={{
          tableLabel: t('table.label'),
          selectionGroupLabel: t('table.selectionGroup'),
          itemSelectionLabel: (_state, user) =>
            t('table.selectItem', { name: `${user.firstName} ${user.lastName}` }),
          allItemsSelectionLabel: () => t('table.selectionGroup'),
        }}
        header={
          <Header
            variant="awsui-h1-sticky"
            description={t('description')}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <PagesRefreshButton paged={paged} />
                {!own && (
                  <Button disabled={!selected} onClick={() => setDeleting(selected)}>
                    {t('common:actions.delete')}
                  </Button>
                )}
                <Button
                  disabled={!selected}
                  onClick={() => selected && void navigate(pathWithId(PATHS.systemUser, selected.id))}
                >
                  {t('common:actions.edit')}
                </Button>
                {addNew}
              </SpaceBetween>
            }
          >
            {t('title')}
          </Header>
        }
        filter={
          <FormField label={t('table.statusFilter')}>
            <Multiselect
              selectedOptions={statusOptions.filter((option) => statuses.includes(option.value))}
              options={statusOptions}
              placeholder={t('table.statusFilterPlaceholder')}
              deselectAriaLabel={deselectLabel}
              onChange={({ detail }) => {
                const chosen = SYSTEM_USER_STATUSES.filter((status) =>
                  detail.selectedOptions.some((option) => option.value === status),
                );
                setStatuses(chosen);
                setSelected(undefined);
              }}
            />
          </FormField>
        }
        pagination={<PagesPagination paged={paged} disabled={paged.loading || failed} />}
      />
      <DeleteSystemUserModal
        user={deleting}
        onDismiss={() => setDeleting(undefined)}
        onDeleted={() => {
          setDeleting(undefined);
          setSelected(undefined);
        }}
      />
    </>
  );
}
