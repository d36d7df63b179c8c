import ProgressBar from '@cloudscape-design/components/progress-bar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Roughly how long the API takes per shift, and its fixed cost (the bench's goal: 500 in under 3 s). */
const MS_PER_SHIFT = 5;
const BASE_MS = 400;
const TICK_MS = 100;

/** The progress shown while one request-create posts many shifts; it cannot know, so it estimates. */
export function estimatedProgress(elapsedMs: number, count: number): number {
  const expected = BASE_MS + count * MS_PER_SHIFT;
  return Math.min(95, Math.round((elapsedMs / expected) * 100));
}

/**
 * While a multi-request posts: one request carries every row (written in batches on the server), so
 * the bar follows the expected time and stops short of 100 % until the reply arrives.
 */
export function PostingProgress({ count }: { count: number }) {
  const { t } = useTranslation('shiftForm');
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <ProgressBar
      value={estimatedProgress(elapsed, count)}
      label={t('multi.posting', { count })}
      description={t('multi.postingDescription')}
      additionalInfo={t('multi.elapsed', { seconds: (elapsed / 1000).toFixed(1) })}
    />
  );
}
