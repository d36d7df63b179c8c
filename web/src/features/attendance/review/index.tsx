import { lazy, Suspense } from 'react';

import type { ViewerKind } from '../../../hooks/use-viewer';

import { readsTimesheet } from './timesheet-view';

const LazyShiftTimesheet = lazy(async () => ({
  default: (await import('./shift-timesheet')).ShiftTimesheet,
}));

interface ShiftTimesheetProps {
  shiftId: string;
  viewer: ViewerKind;
  hasPartner: boolean;
}

/**
 * The shift detail's timesheet for the organisation and administrators (issue 34 items 3 and 5), a
 * chunk of its own: a partner's phone never downloads it.
 */
export function ShiftTimesheet(props: ShiftTimesheetProps) {
  if (!readsTimesheet(props.viewer, props.hasPartner)) return null;
  return (
    <Suspense fallback={null}>
      <LazyShiftTimesheet {...props} />
    </Suspense>
  );
}
