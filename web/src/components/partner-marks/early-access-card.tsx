import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';

import { favouritesEarlyAccessBodySchema } from '@careshift/contract';
import type { FavouritesEarlyAccessBody } from '@careshift/contract';

import { useNotify } from '../../app/shell/notifications';
import { useClientPartnerMarks, usePartnerMarkMutations } from '../../hooks/use-partner-marks';
import { useSubmitState } from '../../hooks/use-submit-state';
import { InputField } from '../controlled-field';
import { SectionForm } from '../section-form';

type EarlyAccessForm = z.input<typeof favouritesEarlyAccessBodySchema>;

/** The form, once the saved hours are known (its default values are read once). */
function EarlyAccessForm({ clientId, saved }: { clientId: string; saved: number }) {
  const { t } = useTranslation('partnerMarks');
  const notify = useNotify();
  const { earlyAccess } = usePartnerMarkMutations(clientId);
  const submit = useSubmitState();
  const form = useForm<EarlyAccessForm, unknown, FavouritesEarlyAccessBody>({
    resolver: zodResolver(favouritesEarlyAccessBodySchema),
    defaultValues: { hours: String(saved) },
  });
  const onSubmit = form.handleSubmit(async ({ hours }) => {
    const outcome = await submit.run(() => earlyAccess.mutateAsync(hours));
    if (outcome.ok) notify({ type: 'success', content: t('earlyAccess.saved') });
  });
  return (
    <SectionForm
      onSubmit={onSubmit}
      submit={submit}
      title={t('earlyAccess.title')}
      description={t('earlyAccess.description')}
      saveLabel={t('earlyAccess.save')}
    >
      <SpaceBetween size="s">
        <Box variant="p">{saved > 0 ? t('earlyAccess.on', { count: saved }) : t('earlyAccess.off')}</Box>
        <InputField
          control={form.control}
          name="hours"
          label={t('earlyAccess.hours')}
          constraintText={t('earlyAccess.constraint')}
          inputMode="numeric"
          type="text"
        />
      </SpaceBetween>
    </SectionForm>
  );
}

/**
 * Favourites' early access (issue 35): for how many hours after posting only the organisation's
 * favourites see a new shift (0 = off). Its users and administrators set it.
 */
export function EarlyAccessCard({ clientId }: { clientId: string }) {
  const marks = useClientPartnerMarks(clientId);
  if (!marks.data) return null;
  const saved = marks.data.favouritesEarlyAccessHours;
  return <EarlyAccessForm key={saved} clientId={clientId} saved={saved} />;
}
