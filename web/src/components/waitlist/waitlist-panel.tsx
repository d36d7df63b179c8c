import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { ShiftWaitlist } from '@careshift/contract';
import { claimRefusalMessage, isClaimRefusalReason } from '@careshift/domain/shifts/claim-refusal-messages';
import type { ClaimRefusalParams } from '@careshift/domain/shifts/claim-refusal-messages';

import { useNotify } from '../../app/shell/notifications';
import { useErrorText } from '../../hooks/use-error-text';
import { useWaitlistMutations } from '../../hooks/use-waitlist';
import { currentLanguage } from '../../i18n';

const WAITLIST_REFUSALS = ['NOT_CLAIMED', 'OWN_SHIFT', 'CLOSED', 'FULL', 'ALREADY_WAITING'] as const;
type WaitlistRefusalCode = (typeof WAITLIST_REFUSALS)[number];

/** Why the partner cannot join, in the reader's language: the waitlist's own reasons or the claim's. */
function useRefusalText(waitlist: ShiftWaitlist): string | null {
  const { t } = useTranslation('waitlist');
  const code = waitlist.refusal;
  if (!code) return null;
  if ((WAITLIST_REFUSALS as readonly string[]).includes(code))
    return t(`refusals.${code as WaitlistRefusalCode}`);
  if (isClaimRefusalReason(code))
    return claimRefusalMessage(code, (waitlist.refusalParams ?? {}) as ClaimRefusalParams, currentLanguage());
  return code;
}

/**
 * A partner's waitlist of a claimed shift (issue 35 item 3): the place in line and "Leave the waitlist",
 * or "Join the waitlist", or why not; how many wait, and what happens when the shift comes free.
 */
export function WaitlistPanel({ waitlist }: { waitlist: ShiftWaitlist }) {
  const { t } = useTranslation('waitlist');
  const { join, leave } = useWaitlistMutations(waitlist.shiftId);
  const notify = useNotify();
  const errorText = useErrorText();
  const refusal = useRefusalText(waitlist);
  const failed = (error: unknown) =>
    notify({ type: 'error', header: t('notices.failed'), content: errorText(error) });
  const place = waitlist.place ?? null;
  return (
    <SpaceBetween size="m">
      <Box variant="p" color="text-body-secondary">
        {waitlist.count > 0 ? t('waiting', { count: waitlist.count }) : t('nobody')}
      </Box>
      {place !== null ? (
        <SpaceBetween size="s">
          <StatusIndicator type="success">{t('place', { place })}</StatusIndicator>
          <Button
            loading={leave.isPending}
            onClick={() =>
              leave.mutate(undefined, {
                onSuccess: () => notify({ type: 'success', content: t('notices.left') }),
                onError: failed,
              })
            }
          >
            {t('leave')}
          </Button>
        </SpaceBetween>
      ) : refusal ? (
        <Alert type="info" header={t('cannotJoin')}>
          {refusal}
        </Alert>
      ) : (
        <Button
          variant="primary"
          loading={join.isPending}
          onClick={() =>
            join.mutate(undefined, {
              onSuccess: (next) =>
                notify({ type: 'success', content: t('notices.joined', { place: next.place ?? 1 }) }),
              onError: failed,
            })
          }
        >
          {t('join')}
        </Button>
      )}
      <Box variant="small" color="text-body-secondary">
        {waitlist.open ? t('explain') : t('closed')}
      </Box>
    </SpaceBetween>
  );
}
