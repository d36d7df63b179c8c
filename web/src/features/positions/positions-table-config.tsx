import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';

import type { Position } from '@careshift/contract';
import { RATE_FIELDS } from '@careshift/domain/cost/rate-fields';
import { formatHourlyRate } from '@careshift/domain/money';

import { formatDateTime } from '../../app/shift-format';
import { ForeignText } from '../../components/foreign-text';

/** The positions table's columns: name, the four rates (euro/hour, a dash for 0), date created. */
export function positionColumns(
  t: TFunction<['positions', 'common']>,
  language: string,
): TableProps.ColumnDefinition<Position>[] {
  const perHour = t('common:perHour');
  return [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (position) => <ForeignText lang="en">{position.name}</ForeignText>,
      sortingField: 'name',
      isRowHeader: true,
    },
    {
      id: 'nameEl',
      header: t('fields.nameEl'),
      cell: (position) => (position.nameEl ? <span lang="el">{position.nameEl}</span> : '-'),
      sortingField: 'nameEl',
    },
    ...RATE_FIELDS.map((field): TableProps.ColumnDefinition<Position> => ({
      id: field,
      header: t(`fields.${field}`),
      cell: (position) => formatHourlyRate(position[field], language, perHour),
      sortingField: field,
    })),
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      cell: (position) => formatDateTime(position.createdAt),
      sortingField: 'createdAt',
    },
  ];
}
