import { useQuery } from '@tanstack/react-query';

import { callOperation } from '../../api/client';
import { timesheetKeys } from '../../api/query-keys';

/** request-timesheet: the partner's timesheet of one shift, with its punches (OPEN and empty before clock-in). */
export function useMyTimesheet(shiftId: string) {
  return useQuery({
    queryKey: timesheetKeys.shift(shiftId),
    queryFn: ({ signal }) => callOperation('request-timesheet', { path: { shiftId } }, { signal }),
  });
}
