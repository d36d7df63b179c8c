import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';
import { noShowHeldBack } from '@careshift/domain/shifts/actions';

import { useNotify } from '../../../app/shell/notifications';
import { formatMoney } from '../../../app/shift-format';
import { useErrorText } from '../../../hooks/use-error-text';
import { keepFocusOnPage } from '../../../hooks/use-heading-focus';
import { useOwnPartner } from '../../../hooks/use-partner-profile';
import { useShiftMove } from '../../../hooks/use-shifts';
import type { ShiftMove } from '../../../hooks/use-shifts';
import { useSubmitState } from '../../../hooks/use-submit-state';
import type { PortalViewer } from '../../../hooks/use-viewer';
import { currentLanguage } from '../../../i18n';
import { moveSuccess } from '../move-success';
import { downloadPaymentNote, isNotSignedIn } from '../payment-note';
import { actionButtons, penaltyWarning } from '../shift-detail-view';
import type { ActionButton } from '../shift-detail-view';

import { ClaimModal } from './claim-modal';
import { ClaimOffNote, standingRefusalOf } from './claim-off-note';
import { ReasonModal } from './reason-modal';
import type { ReasonAction } from './reason-modal';

// Only administrators assign and only clients review: their modals load when first opened.
const AssignModal = lazy(async () => ({ default: (await import('./assign-modal')).AssignModal }));
const ReviewModal = lazy(async () => ({
  default: (await import('../reviews/components/review-modal')).ReviewModal,
}));
const ReviewViewModal = lazy(async () => ({
  default: (await import('../reviews/components/review-view-modal')).ReviewViewModal,
}));

type Dialog = 'claim' | 'assign' | ReasonAction | 'addReview' | 'checkReview' | undefined;

/** The reason modal's action while one of cancel, cancel claim and no-show is open. */
function reasonActionOf(dialog: Dialog): ReasonAction | undefined {
  return dialog === 'cancel' || dialog === 'cancelClaim' || dialog === 'noShow' ? dialog : undefined;
}

/**
 * The action buttons of a shift, exactly the actions the server offers the viewer now (spec section
 * 4), each with its modal: claim / assign, cancel, cancel claim, no-show (reason, penalty warning),
 * payment note download, add and check review.
 */
export function ShiftActions({ shift, viewer }: { shift: ShiftDetail; viewer: PortalViewer }) {
  const { t } = useTranslation(['shifts', 'common']);
  const notify = useNotify();
  const errorText = useErrorText();
  const move = useShiftMove(shift.id);
  const submit = useSubmitState();
  const download = useSubmitState();
  const partner = useOwnPartner(viewer);
  const [dialog, setDialog] = useState<Dialog>();
  const actionsRef = useRef<HTMLDivElement>(null);
  const buttons = actionButtons(shift, viewer.kind);
  // A partner whose standing forbids claiming sees Claim disabled, with why and what to do (issue 32).
  const standing = standingRefusalOf(viewer.kind === 'partner' ? partner.data : undefined, shift, buttons);
  const claimOff = standing !== null;

  const open = (button: ActionButton) => {
    submit.reset();
    if (button.action === 'paymentNote') return void savePaymentNote();
    setDialog(button.label === 'assign' ? 'assign' : (button.action as Dialog));
  };

  const runMove = async (next: ShiftMove) => {
    const outcome = await submit.run(() => move.mutateAsync(next));
    if (outcome.ok) {
      setDialog(undefined);
      // The button pressed is gone (Claim became Cancel claim): focus goes to the new first action.
      keepFocusOnPage(() => actionsRef.current?.querySelector('button') ?? null);
      const done = moveSuccess(next, viewer.kind, outcome.value);
      const amount = done.penalty === undefined ? '' : formatMoney(done.penalty, currentLanguage());
      notify({ type: 'success', content: t(done.key, { ref: shift.refNumber, amount }) });
    }
  };

  const savePaymentNote = async () => {
    const outcome = await download.run(() => downloadPaymentNote(shift));
    if (outcome.ok) return;
    const message = isNotSignedIn(outcome.error) ? t('paymentNote.notSignedIn') : errorText(outcome.error);
    notify({ type: 'error', header: t('paymentNote.failed'), content: message });
  };

  if (buttons.length === 0) return null;
  const reasonAction = reasonActionOf(dialog);
  return (
    <>
      <div ref={actionsRef}>
        <SpaceBetween direction="horizontal" size="xs">
          {buttons.map((button) => (
            <Button
              key={button.action}
              variant={button.variant}
              loading={button.action === 'paymentNote' && download.processing}
              iconName={button.action === 'paymentNote' ? 'download' : undefined}
              disabled={claimOff && button.action === 'claim'}
              onClick={() => open(button)}
            >
              {t(`actions.${button.label}`)}
            </Button>
          ))}
          {noShowHeldBack({ shift, viewer, now: Date.now() }) === 'invoiced' && (
            <Box variant="small" color="text-body-secondary">
              {t('detail.noShowInvoiced')}
            </Box>
          )}
        </SpaceBetween>
        {claimOff && <ClaimOffNote refusal={standing} />}
      </div>
      <ReasonModal
        action={reasonAction}
        penalty={reasonAction ? penaltyWarning(reasonAction, shift, viewer.kind) : null}
        viewerIsPartner={viewer.kind === 'partner'}
        state={submit.state}
        onDismiss={() => setDialog(undefined)}
        onSubmit={(reason) => reasonAction && void runMove({ kind: reasonAction, reason })}
      />
      {viewer.kind === 'partner' && (
        <ClaimModal
          visible={dialog === 'claim'}
          shift={shift}
          partner={partner.data}
          state={submit.state}
          onClaim={() => void runMove({ kind: 'claim' })}
          onDismiss={() => setDialog(undefined)}
        />
      )}
      <Suspense fallback={null}>
        {dialog === 'assign' && (
          <AssignModal
            visible
            shift={shift}
            state={submit.state}
            onAssign={(partnerId) => void runMove({ kind: 'claim', partnerId })}
            onDismiss={() => setDialog(undefined)}
          />
        )}
        {dialog === 'addReview' && (
          <ReviewModal visible shift={shift} onDismiss={() => setDialog(undefined)} />
        )}
        {dialog === 'checkReview' && (
          <ReviewViewModal visible shift={shift} onDismiss={() => setDialog(undefined)} />
        )}
      </Suspense>
    </>
  );
}
