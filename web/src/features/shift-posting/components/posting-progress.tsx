import ProgressBar from '@cloudscape-design/components/progress-bar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { estimatedProgress } from '../posting-estimate';

/**
 * While a multi-create posts: one call carries every row (written in batches on the server), so
 * the bar follows the expected time and stops short of 100 % until the reply arrives.
 */
const TICK_MS = 100;

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
