import Box from '@cloudscape-design/components/box';

import type { Partner, ShiftDetail } from '@careshift/contract';

import { currentLanguage } from '../../../i18n';
import { claimRefusalBeforeClaim, isStandingRefusal } from '../claim-refusal';
import type { ClaimRefusal } from '../claim-refusal';

/**
 * Why Claim is disabled for this partner (issue 32, item 1): the domain's refusal about their
 * standing (licence expired on …, overdue invoice …, pending review) and what to do, next to the button.
 */
export function ClaimOffNote({ refusal }: { refusal: ClaimRefusal | null }) {
  if (!refusal) return null;
  return (
    <Box variant="p" color="text-status-warning" data-testid="claim-off-reason">
      {refusal.message}
    </Box>
  );
}

/** The partner's standing refusal when Claim is offered (licence, invoice, pending review); else null. */
export function standingRefusalOf(
  partner: Partner | undefined,
  shift: ShiftDetail,
  buttons: readonly { action: string }[],
): ClaimRefusal | null {
  if (!partner || !buttons.some((button) => button.action === 'claim')) return null;
  const refusal = claimRefusalBeforeClaim(partner, shift, currentLanguage());
  return isStandingRefusal(refusal) ? refusal : null;
}
