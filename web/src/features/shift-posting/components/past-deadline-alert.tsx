import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';

import type { PreviewRow } from '../multi-create-preview';

/** At most this many shifts are named in the warning; the count says the rest. */
const NAMED = 5;

/** Before posting: the shifts whose claim deadline has passed already (the server refuses them). */
export function PastDeadlineAlert({ rows, now }: { rows: readonly PreviewRow[]; now: Date }) {
  const { t } = useTranslation('shiftForm');
  const past = rows.filter((row) => !row.outcome && Date.parse(row.deadline) < now.getTime());
  if (past.length === 0) return null;
  const named = past.slice(0, NAMED).map((row) => `${row.dateText} ${row.timeText}`);
  const dates = past.length > NAMED ? `${named.join(', ')}, …` : named.join(', ');
  return (
    <Alert type="warning" header={t('multi.pastDeadlineTitle')}>
      {t('multi.pastDeadline', { count: past.length, dates })}
    </Alert>
  );
}
