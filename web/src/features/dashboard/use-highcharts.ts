import { useEffect, useState } from 'react';

/**
 * Highcharts with its accessibility module (keyboard navigation, screen-reader descriptions), loaded
 * only by the dashboard; null until it has loaded, which the charts show as loading.
 */
export function useHighcharts(): object | null {
  const [highcharts, setHighcharts] = useState<object | null>(null);
  useEffect(() => {
    let active = true;
    void (async () => {
      const { default: loaded } = await import('highcharts');
      await import('highcharts/modules/accessibility');
      if (active) setHighcharts(loaded);
    })();
    return () => {
      active = false;
    };
  }, []);
  return highcharts;
}
