import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDisplayDate } from '@careshift/contract';
import type { rotaOfLastWeek } from '@careshift/contract';

import { useErrorText } from '../../../hooks/use-error-text';
import { useCopyLastWeek } from '../use-copy-last-week';

interface CopyLastWeekProps {
  /** The organisation ('' for a client user: its own) and the position chosen. */
  clientId: string | null | undefined;
  positionId: string | null | undefined;
  /** A client user posts for its own organisation, so only the position is needed. */
  needsClient: boolean;
  earliest: string;
  onCopy: (rota: ReturnType<typeof rotaOfLastWeek>) => void;
}

/** "Copy last week" for a repeating rota: fills the dates and slots, and says what it copied. */
export function CopyLastWeek({ clientId, positionId, needsClient, earliest, onCopy }: CopyLastWeekProps) {
  const { t } = useTranslation('shiftForm');
  const errorText = useErrorText();
  const { copy, loading } = useCopyLastWeek(onCopy);
  const [said, setSaid] = useState<{ type: 'success' | 'info' | 'error'; text: string }>();
  const ready = Boolean(positionId && (clientId || !needsClient));

  const run = async () => {
    const outcome = await copy({ clientId: clientId ?? '', positionId: positionId ?? '' }, earliest);
    if (outcome.kind === 'failed') return setSaid({ type: 'error', text: errorText(outcome.error) });
    const range = { from: formatDisplayDate(outcome.from), to: formatDisplayDate(outcome.to) };
    setSaid(
      outcome.kind === 'copied'
        ? { type: 'success', text: t('multi.copiedLastWeek', { count: outcome.count, ...range }) }
        : { type: 'info', text: t('multi.nothingLastWeek', range) },
    );
  };

  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Button formAction="none" loading={loading} disabled={!ready} onClick={() => void run()}>
          {t('multi.copyLastWeek')}
        </Button>
        <span>{ready ? t('multi.copyLastWeekDescription') : t('multi.copyNeedsPlace')}</span>
      </SpaceBetween>
      <div aria-live="polite">{said && <Alert type={said.type}>{said.text}</Alert>}</div>
    </SpaceBetween>
  );
}
