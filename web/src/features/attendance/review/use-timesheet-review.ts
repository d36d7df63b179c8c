import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { callOperation } from '../../../api/client';
import { shiftKeys, timesheetKeys } from '../../../api/query-keys';

import type { CorrectedTimesBody } from './corrected-times-form';

/** request-timesheet: one shift's timesheet (read when `enabled`). */
export function useShiftTimesheet(shiftId: string, enabled: boolean) {
  return useQuery({
    queryKey: timesheetKeys.shift(shiftId),
    enabled,
    queryFn: ({ signal }) => callOperation('request-timesheet', { path: { shiftId } }, { signal }),
  });
}

export type TimesheetMove =
  | { kind: 'approve' }
  | { kind: 'dispute'; body: CorrectedTimesBody }
  | { kind: 'settle'; body: CorrectedTimesBody };

function moveTimesheet(shiftId: string, move: TimesheetMove): Promise<TimesheetView> {
  const path = { shiftId };
  switch (move.kind) {
    case 'approve':
      return callOperation('timesheet-approve', { path });
    case 'dispute':
      return callOperation('timesheet-dispute', { path, body: move.body });
    case 'settle':
      return callOperation('timesheet-settle', { path, body: move.body });
  }
}

/** Approve, dispute, settle: the shift's timesheet shows the reply; lists and the shift read again. */
export function useTimesheetMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, move }: { shiftId: string; move: TimesheetMove }) => moveTimesheet(shiftId, move),
    onSuccess: (timesheet) => {
      queryClient.setQueryData(timesheetKeys.shift(timesheet.shiftId), timesheet);
      void queryClient.invalidateQueries({ queryKey: timesheetKeys.lists });
      void queryClient.invalidateQueries({ queryKey: shiftKeys.detail(timesheet.shiftId) });
    },
  });
}

/** timesheets-approveDay: every timesheet of the organisation's day awaiting approval. */
export function useApproveDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, day }: { clientId: string; day: string }) =>
      callOperation('timesheets-approveDay', { path: { clientId }, body: { day } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
