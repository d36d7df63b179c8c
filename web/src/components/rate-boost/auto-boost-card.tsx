import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';

import { autoBoostBodySchema } from '@careshift/contract';
import type { AutoBoostBody, AutoBoostSetting } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { useNotify } from '../../app/shell/notifications';
import { useErrorText } from '../../hooks/use-error-text';
import { useSubmitState } from '../../hooks/use-submit-state';
import { registerNamespaces } from '../../i18n';
import { rateBoost as elRateBoost } from '../../i18n/locales/el/rate-boost';
import { rateBoost as enRateBoost } from '../../i18n/locales/en/rate-boost';
import { InputField } from '../controlled-field';
import { SectionForm } from '../section-form';

registerNamespaces({ rateBoost: { en: enRateBoost, el: elRateBoost } });

type AutoBoostForm = z.input<typeof autoBoostBodySchema>;
const key = (clientId: string) => ['auto-boost', clientId] as const;

/** The form, once the saved setting is known (its default values are read once). */
function AutoBoostFormCard({ clientId, saved }: { clientId: string; saved: AutoBoostSetting['autoBoost'] }) {
  const { t } = useTranslation('rateBoost');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: AutoBoostBody) =>
      callOperation('client-autoBoostUpdate', { path: { clientId }, body }),
    onSuccess: (setting) => queryClient.setQueryData(key(clientId), setting),
  });
  const submit = useSubmitState();
  const form = useForm<AutoBoostForm, unknown, AutoBoostBody>({
    resolver: zodResolver(autoBoostBodySchema),
    defaultValues: {
      percent: String(saved?.percent ?? 0),
      hoursBeforeDeadline: String(saved?.hoursBeforeDeadline ?? 6),
      maxBoosts: String(saved?.maxBoosts ?? 1),
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await submit.run(() => save.mutateAsync(values));
    if (outcome.ok) notify({ type: 'success', content: t('auto.saved') });
  });
  return (
    <SectionForm
      onSubmit={onSubmit}
      submit={submit}
      title={t('auto.title')}
      description={t('auto.description')}
      saveLabel={t('auto.save')}
    >
      <SpaceBetween size="s">
        <Box variant="p">{saved ? t('auto.on', saved) : t('auto.off')}</Box>
        <ColumnLayout columns={3}>
          <InputField
            control={form.control}
            name="percent"
            label={t('auto.percent')}
            constraintText={t('auto.percentHint')}
            inputMode="numeric"
            type="text"
          />
          <InputField
            control={form.control}
            name="hoursBeforeDeadline"
            label={t('auto.hours')}
            constraintText={t('auto.hoursHint')}
            inputMode="numeric"
            type="text"
          />
          <InputField
            control={form.control}
            name="maxBoosts"
            label={t('auto.maxBoosts')}
            constraintText={t('auto.maxBoostsHint')}
            inputMode="numeric"
            type="text"
          />
        </ColumnLayout>
      </SpaceBetween>
    </SectionForm>
  );
}

type AutoBoostQuery = ReturnType<typeof useAutoBoost>;

function useAutoBoost(clientId: string) {
  return useQuery({
    queryKey: key(clientId),
    queryFn: ({ signal }) => callOperation('client-autoBoost', { path: { clientId } }, { signal }),
    enabled: clientId !== '',
  });
}

/** The card while the saved setting loads, or when it could not be read (with Retry). */
function AutoBoostPendingCard({ query }: { query: AutoBoostQuery }) {
  const { t } = useTranslation(['rateBoost', 'common']);
  const errorText = useErrorText();
  return (
    <Container
      header={
        <Header variant="h2" description={t('auto.description')}>
          {t('auto.title')}
        </Header>
      }
    >
      {query.isError ? (
        <Alert
          type="error"
          header={t('auto.loadFailed')}
          action={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {errorText(query.error)}
        </Alert>
      ) : (
        <StatusIndicator type="loading">{t('auto.loading')}</StatusIndicator>
      )}
    </Container>
  );
}

/**
 * The automatic rate boost (issue 35 item 4) on the organisation's "Favourites and blocks" tab, the
 * tab about filling its shifts: +X % on a shift still unclaimed N hours before its claim deadline, up to a
 * cap (percent 0 = off). Its users and administrators set it; the auto-boost job applies it hourly.
 */
export function AutoBoostCard({ clientId }: { clientId: string }) {
  const query = useAutoBoost(clientId);
  if (clientId === '') return null;
  if (!query.data) return <AutoBoostPendingCard query={query} />;
  const saved = query.data.autoBoost;
  return <AutoBoostFormCard key={JSON.stringify(saved)} clientId={clientId} saved={saved} />;
}
