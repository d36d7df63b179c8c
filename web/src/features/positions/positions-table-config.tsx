import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';

import type { Position } from '@careshift/contract';
import { formatHourlyRate } from '@careshift/domain/money';

import { ForeignText } from '../../components/foreign-text';

export const RATE_FIELDS = [
  'normalDayHourlyRate',
  'normalNightHourlyRate',
  'holidayDayHourlyRate',
  'holidayNightHourlyRate',
] as const;
export type RateField = (typeof RATE_FIELDS)[number];

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat(language === 'el' ? 'el-GR' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Nicosia',
  })
    .format(date)
    .replace(',', '');
}

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
      cell: (position) => formatDate(position.createdAt, language),
      sortingField: 'createdAt',
    },
  ];
}
