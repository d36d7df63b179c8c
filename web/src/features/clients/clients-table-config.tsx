import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';

import type { Client } from '@careshift/contract';

import { PATHS, pathWithId } from '../../app/paths';
import { formatDate } from '../../app/shift-format';
import { RouterLink } from '../../components/router-link';
import { StatusBadge } from '../../components/status-badge';

/** The /clients columns (spec section 2): name to its info page, status badge, date created, View. */
export function clientColumns(t: TFunction<'clients'>): TableProps.ColumnDefinition<Client>[] {
  return [
    {
      id: 'name',
      header: t('list.columns.name'),
      cell: (client) => <RouterLink href={pathWithId(PATHS.clientInfo, client.id)}>{client.name}</RouterLink>,
      isRowHeader: true,
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      cell: (client) => <StatusBadge status={client.status} label={t(`clientStatus.${client.status}`)} />,
    },
    {
      id: 'createdAt',
      header: t('list.columns.createdAt'),
      cell: (client) => formatDate(client.createdAt),
    },
    {
      id: 'actions',
      header: t('list.columns.actions'),
      cell: (client) => (
        <RouterLink
          href={pathWithId(PATHS.clientDetail, client.id)}
          ariaLabel={`${t('list.view')} ${client.name}`}
        >
          {t('list.view')}
        </RouterLink>
      ),
    },
  ];
}
