import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import type { UseQueryResult } from '@tanstack/react-query';

/** The texts a usage read-out shows, already translated in the caller's namespace. */
export interface UsageTexts {
  failed: string;
  refused: string;
  allowed: string;
  /** Shown when nothing uses the record; omitted means show no line at all. */
  nothing?: string;
}

interface UsageDetailsProps<T extends { deletion: string }> {
  usage: UseQueryResult<T>;
  testId: string;
  texts: UsageTexts;
  /** The counted lines for the reply, in the order shown; empty strings are dropped. */
  lines: (data: T) => string[];
}

/** What uses a record and what deleting it does, or why deleting is refused (delete confirmations). */
export function UsageDetails<T extends { deletion: string }>({
  usage,
  testId,
  texts,
  lines,
}: UsageDetailsProps<T>) {
  if (usage.isPending) return <Spinner />;
  if (!usage.data) return <Alert type="error">{texts.failed}</Alert>;
  const shown = lines(usage.data).filter(Boolean);
  const refused = usage.data.deletion === 'refused';
  return (
    <div data-testid={testId}>
      {shown.length > 0 ? (
        <ul>
          {shown.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        texts.nothing !== undefined && <Box>{texts.nothing}</Box>
      )}
      <Alert type={refused ? 'error' : 'info'}>{refused ? texts.refused : texts.allowed}</Alert>
    </div>
  );
}
