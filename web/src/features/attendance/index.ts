import { createElement, lazy, Suspense } from 'react';

import { showsPartnerAttendance } from './attendance-window';
import type { AttendanceShift } from './attendance-window';

/**
 * Attendance on the partner's phone (issue 34, item 1), for the pages that show a shift: whether its
 * partner sees it now (a tiny module), and the controls, a chunk of their own loaded only then.
 */
export { attendanceStarted, showsAttendance, showsPartnerAttendance } from './attendance-window';
export type { AttendanceShift };

export const LazyAttendanceControls = lazy(async () => ({
  default: (await import('./attendance-controls')).AttendanceControls,
}));
export const LazyAttendanceCard = lazy(async () => ({
  default: (await import('./attendance-card')).AttendanceCard,
}));

/** The shift page's attendance card, drawn only for the partner holding the shift once attendance began. */
export function PartnerAttendance({
  shift,
  viewer,
}: {
  shift: AttendanceShift & { id: string; claimedBy?: string };
  viewer: { kind: string; userId: string };
}) {
  if (!showsPartnerAttendance(shift, viewer, Date.now())) return null;
  return createElement(
    Suspense,
    { fallback: null },
    createElement(LazyAttendanceCard, { shiftId: shift.id }),
  );
}
