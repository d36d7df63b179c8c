import type { WaitlistShift } from '@careshift/domain/waitlist/waitlist-rules';
import { isWaitlistOpen } from '@careshift/domain/waitlist/waitlist-rules';

/** The error code of a shift another partner claimed (the partner's 404 on `/requests/{id}`). */
export const SHIFT_TAKEN = 'SHIFT_TAKEN';

/**
 * Whether the page of a shift another partner claimed offers "Join the waitlist" (issue 35 item 3): to
 * partners, for SHIFT_TAKEN only (a cancelled shift never comes free), while the domain's waitlist could
 * be open. SHIFT_TAKEN means claimed, so the shift is taken as CLAIMED whatever status the page last
 * saw; without its dates (nothing known yet) nothing is offered.
 */
export function offersWaitlistOnTakenShift(
  input: {
    reader: string;
    code: string | undefined;
    shift: Pick<WaitlistShift, 'startDate' | 'deadline'> | undefined;
  },
  now: Date | number,
): boolean {
  const { reader, code, shift } = input;
  if (reader !== 'partner' || code !== SHIFT_TAKEN || !shift) return false;
  return isWaitlistOpen({ status: 'CLAIMED', startDate: shift.startDate, deadline: shift.deadline }, now);
}
