import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';

import type { SystemUser } from '@careshift/contract';

import { formatDateTime } from '../../app/shift-format';
import { StatusBadge } from '../../components/status-badge';

type T = TFunction<['systemUsers', 'common']>;

/** The spec's list columns: name, e-mail, status, language, request updates, created. */
export function systemUserColumns(t: T, ownUserId: string): TableProps.ColumnDefinition<SystemUser>[] {
  return [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (user) => `${user.firstName} ${user.lastName}${user.id === ownUserId ? ` ${t('you')}` : ''}`,
      isRowHeader: true,
    },
    { id: 'email', header: t('fields.email'), cell: (user) => user.email },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (user) => <StatusBadge status={user.status} label={t(`statuses.${user.status}`)} />,
    },
    {
      id: 'lang',
      header: t('fields.lang'),
      cell: (user) => t(user.lang === 'el' ? 'languageNames.el' : 'languageNames.en'),
    },
    {
      id: 'receiveRequestUpdates',
      header: t('fields.receiveRequestUpdates'),
      cell: (user) => t(user.receiveRequestUpdates ? 'yes' : 'no'),
    },
    { id: 'createdAt', header: t('fields.createdAt'), cell: (user) => formatDateTime(user.createdAt) },
  ];
}
