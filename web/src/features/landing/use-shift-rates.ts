import { useCallback, useEffect, useState } from 'react';

import type { Position } from '@careshift/contract';

import { cachedShiftRates, fetchShiftRates } from '../../api/shift-rates';

export type ShiftRatesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; positions: Position[] };

/** The public shift rates (operation `positions-list`), with a retry after a failure. */
export function useShiftRates() {
  const [state, setState] = useState<ShiftRatesState>(() => {
    const cached = cachedShiftRates();
    return cached ? { status: 'ready', positions: cached } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchShiftRates().then(
      (positions) => active && setState({ status: 'ready', positions }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, retry };
}
