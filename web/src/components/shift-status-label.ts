import type { ShiftStatus } from '@careshift/domain/shifts/status';

import type { ViewerKind } from '../hooks/use-viewer';

/**
 * The `ui` key of a shift status as `reader` reads it: an organisation gets its own labels
 * (`shiftStatusForClient`, where COMPLETED is "Closed", not "paid"), everyone else `shiftStatus`.
 */
export function shiftStatusKey(status: ShiftStatus, reader: ViewerKind | undefined) {
  return reader === 'client'
    ? (`ui:shiftStatusForClient.${status}` as const)
    : (`ui:shiftStatus.${status}` as const);
}
