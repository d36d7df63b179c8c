import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotify } from '../../app/shell/notifications';
import { useMutationNotices } from '../../hooks/use-mutation-notices';
import { markOf, useClientPartnerMarks, usePartnerMarkMutations } from '../../hooks/use-partner-marks';
import { useSubmitState } from '../../hooks/use-submit-state';

import { BlockModal } from './block-modal';

interface Subject {
  clientId: string;
  partnerId: string;
  partnerName: string;
}

/** "Do not send again" with its reason modal, or "Send again" when the partner is on the list. */
function BlockButton({ subject, blocked }: { subject: Subject; blocked: boolean }) {
  const { t } = useTranslation('partnerMarks');
  const [open, setOpen] = useState(false);
  const state = useSubmitState();
  const mutations = usePartnerMarkMutations(subject.clientId);
  const notices = useMutationNotices();
  const notify = useNotify();
  const name = subject.partnerName;
  if (blocked) {
    const unblocked = notices({
      success: { type: 'success', content: t('notices.unblocked', { name }) },
      failedHeader: t('notices.failed'),
    });
    return (
      <Button
        loading={mutations.unblock.isPending}
        onClick={() => mutations.unblock.mutate(subject.partnerId, unblocked)}
      >
        {t('actions.unblock')}
      </Button>
    );
  }
  const block = async (reason: string) => {
    const outcome = await state.run(() =>
      mutations.block.mutateAsync({ partnerId: subject.partnerId, reason }),
    );
    if (outcome.ok) {
      setOpen(false);
      notify({ type: 'success', content: t('notices.blocked', { name }) });
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('actions.block')}</Button>
      <BlockModal
        partnerName={name}
        visible={open}
        state={state.state}
        onSubmit={(reason) => void block(reason)}
        onDismiss={() => setOpen(false)}
      />
    </>
  );
}

/** "Add to favourites", or "Remove from favourites" for a favourite (none while the partner is blocked). */
function FavouriteButton({ subject, favourite }: { subject: Subject; favourite: boolean }) {
  const { t } = useTranslation('partnerMarks');
  const mutations = usePartnerMarkMutations(subject.clientId);
  const notices = useMutationNotices();
  const name = subject.partnerName;
  const mutation = favourite ? mutations.removeFavourite : mutations.addFavourite;
  const said = notices({
    success: {
      type: 'success',
      content: t(favourite ? 'notices.favouriteRemoved' : 'notices.favouriteAdded', { name }),
    },
    failedHeader: t('notices.failed'),
  });
  return (
    <Button
      iconName={favourite ? 'star-filled' : 'star'}
      loading={mutation.isPending}
      onClick={() => mutation.mutate(subject.partnerId, said)}
    >
      {t(favourite ? 'actions.removeFavourite' : 'actions.addFavourite')}
    </Button>
  );
}

/**
 * The organisation's marks on one partner (issue 35): "Add to favourites" and "Do not send again" (with
 * a reason), or their undoing, as the organisation's list says now. Nothing until the list is read.
 */
export function PartnerMarkButtons(subject: Subject) {
  const { t } = useTranslation('partnerMarks');
  const marks = useClientPartnerMarks(subject.clientId);
  const marked = markOf(marks.data, subject.partnerId);
  if (!marked) return null;
  return (
    <div role="group" aria-label={t('actions.label')}>
      <SpaceBetween direction="horizontal" size="xs">
        {!marked.blocked && <FavouriteButton subject={subject} favourite={marked.favourite} />}
        <BlockButton subject={subject} blocked={marked.blocked} />
      </SpaceBetween>
    </div>
  );
}
