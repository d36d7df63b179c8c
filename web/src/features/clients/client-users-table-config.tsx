import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';

import type { ClientUser } from '@careshift/contract';

import { StatusBadge } from '../../components/status-badge';

/** The client users table's columns; the row actions come from the page. */
export function clientUserColumns(
  t: TFunction<'clients'>,
  actions: (user: ClientUser) => React.ReactNode,
): TableProps.ColumnDefinition<ClientUser>[] {
  return [
    {
      id: 'name',
      header: t('users.columns.name'),
      isRowHeader: true,
      cell: (user) => (
        <SpaceBetween direction="horizontal" size="xs">
          <span>{`${user.firstName} ${user.lastName}`}</span>
          {user.owner && <Badge>{t('users.owner')}</Badge>}
        </SpaceBetween>
      ),
    },
    {
      id: 'email',
      header: t('users.columns.email'),
      cell: (user) =>
        user.pendingEmail ? (
          <SpaceBetween size="xxxs">
            <span>{user.email}</span>
            <Box variant="small">{t('users.pendingEmail', { email: user.pendingEmail })}</Box>
          </SpaceBetween>
        ) : (
          user.email
        ),
    },
    {
      id: 'status',
      header: t('users.columns.status'),
      cell: (user) => <StatusBadge status={user.status} label={t(`userStatus.${user.status}`)} />,
    },
    { id: 'contactPhone', header: t('users.columns.contactPhone'), cell: (user) => user.contactPhone ?? '-' },
    { id: 'actions', header: t('users.columns.actions'), cell: actions, minWidth: 180 },
  ];
}
