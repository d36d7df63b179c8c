import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AuditEntryView, AuditTrailSubject } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { auditKeys } from '../../api/query-keys';
import { formatDateTime } from '../../app/shift-format';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { registerNamespaces } from '../../i18n';
import { activity as elActivity } from '../../i18n/locales/el/activity';
import { configuration as elConfiguration } from '../../i18n/locales/el/configuration';
import { documents as elDocuments } from '../../i18n/locales/el/documents';
import { activity as enActivity } from '../../i18n/locales/en/activity';
import { configuration as enConfiguration } from '../../i18n/locales/en/configuration';
import { documents as enDocuments } from '../../i18n/locales/en/documents';
import { PagesPagination } from '../paged-list';
import { ListEmptyState } from '../table-message';

import {
  actionLabelKey,
  fieldLabelKey,
  formatFieldValue,
  roleLabelKey,
  shownChanges,
  statusLabelKey,
} from './activity-labels';
import { fieldValueLabelKey } from './activity-values';

registerNamespaces({
  activity: { en: enActivity, el: elActivity },
  configuration: { en: enConfiguration, el: elConfiguration },
  // Code values named in the reader's language (activity-values.ts): the document types.
  documents: { en: enDocuments, el: elDocuments },
});

interface ActivityPanelProps {
  subjectType: AuditTrailSubject;
  /** The shift's, client's or partner's id; 'system' for the configuration (SYSTEM_SETTINGS_SUBJECT_ID). */
  subjectId: string;
}

/**
 * The activity trail of one subject for administrators (audit-list): a collapsed "Activity" section
 * that loads when opened, then a table newest first, 20 per page — when, who (name and role), what
 * (an action label, never a code) and the change (status from → to, field values).
 */
export function ActivityPanel({ subjectType, subjectId }: ActivityPanelProps) {
  const { t } = useTranslation(['activity', 'ui', 'configuration', 'common', 'documents']);
  const [expanded, setExpanded] = useState(false);
  const paged = useCursorPages<AuditEntryView>({
    queryKey: auditKeys.trail(subjectType, subjectId),
    enabled: expanded,
    fetchPage: (cursor, signal) =>
      callOperation(
        'audit-list',
        { path: { subjectType, subjectId }, query: cursor ? { cursor } : {} },
        { signal },
      ),
  });
  const failed = paged.query.isError && !paged.query.data;
  const status = (value: string) => {
    const key = statusLabelKey(subjectType, value);
    return key ? t(key) : value;
  };
  const actor = (entry: AuditEntryView) => {
    const roleKey = roleLabelKey(entry.actor.role);
    const role = roleKey ? t(roleKey) : entry.actor.role;
    if (entry.actor.role === 'SCHEDULER') return role;
    return t('actorWithRole', { name: entry.actor.name ?? t('unknownActor'), role });
  };
  const labelOf = (field: string) => {
    const key = fieldLabelKey(field);
    return key ? t(key) : field;
  };
  const valueOf = (field: string, value: string | null) => {
    const key = value === null ? undefined : fieldValueLabelKey(field, value);
    return key ? t(key) : formatFieldValue(field, value);
  };
  const change = (entry: AuditEntryView) => (
    <SpaceBetween size="xxs">
      {entry.from !== null || entry.to !== null ? (
        <Box>
          {[entry.from, entry.to]
            .filter((value) => value !== null)
            .map((value) => status(value))
            .join(' → ')}
        </Box>
      ) : null}
      {shownChanges(entry).map((item) => (
        <Box key={item.field}>
          {`${labelOf(item.field)}: ${
            item.from === null ? '' : `${valueOf(item.field, item.from)} → `
          }${valueOf(item.field, item.to)}`}
        </Box>
      ))}
      {entry.reason ? <Box color="text-body-secondary">{t('reason', { reason: entry.reason })}</Box> : null}
    </SpaceBetween>
  );
  const columns: TableProps.ColumnDefinition<AuditEntryView>[] = [
    { id: 'at', header: t('columns.at'), cell: (entry) => formatDateTime(entry.at) },
    { id: 'actor', header: t('columns.actor'), cell: actor },
    { id: 'action', header: t('columns.action'), cell: (entry) => t(actionLabelKey(entry.action)) },
    { id: 'change', header: t('columns.change'), cell: change },
  ];

  return (
    <ExpandableSection
      variant="container"
      headerText={t('title')}
      headerDescription={t('description')}
      expanded={expanded}
      onChange={({ detail }) => {
        setExpanded(detail.expanded);
        // Opened again: the subject may have changed since (a shift action, a save).
        if (detail.expanded && paged.query.data) void paged.query.refetch();
      }}
    >
      {/* Drawn once opened: a closed panel holds no table, so nothing in it says "loading" while its read
          waits for the first opening (enabled: expanded). */}
      {expanded && (
        <Table
          items={paged.items}
          columnDefinitions={columns}
          trackBy="id"
          variant="borderless"
          wrapLines
          loading={paged.loading}
          loadingText={t('loading')}
          ariaLabels={{ tableLabel: t('label') }}
          empty={
            <ListEmptyState
              failed={failed}
              failedText={t('failed')}
              onRetry={() => void paged.query.refetch()}
            />
          }
          pagination={<PagesPagination paged={paged} disabled={paged.loading || failed} />}
        />
      )}
    </ExpandableSection>
  );
}
