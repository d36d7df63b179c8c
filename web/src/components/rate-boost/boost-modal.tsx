import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BoostQuote, ShiftDetail } from '@careshift/contract';
import { BOOST_LIMITS } from '@careshift/domain/boosts/rate-boost';
import type { BoostKind } from '@careshift/domain/boosts/rate-boost';

import { isApiError } from '../../api/client';
import { useNotify } from '../../app/shell/notifications';
import { formatMoney } from '../../app/shift-format';
import { useErrorText } from '../../hooks/use-error-text';
import { useApplyBoost, useBoostQuote } from '../../hooks/use-rate-boost';
import { ActionModal } from '../action-modal';

import { boostOf } from './boost-values';

type Price = BoostQuote['before'];

/** One price: the client's total, and the split where the viewer may see it (administrators). */
function PriceColumn({ title, price }: { title: string; price: Price }) {
  const { t, i18n } = useTranslation('rateBoost');
  const money = (cents: number | undefined) => formatMoney(cents, i18n.language);
  return (
    <KeyValuePairs
      columns={1}
      items={[
        { label: title, value: <Box variant="h3">{money(price.totalCost)}</Box> },
        ...(price.companyCommission === undefined
          ? []
          : [
              { label: t('commission'), value: money(price.companyCommission) },
              { label: t('earnings'), value: money(price.employeeEarnings) },
            ]),
      ]}
    />
  );
}

/** The quote: the price now and after the boost, or why the boost cannot be priced. */
function QuoteView({ query }: { query: ReturnType<typeof useBoostQuote> }) {
  const { t } = useTranslation('rateBoost');
  const errorText = useErrorText();
  if (query.isError) return <StatusIndicator type="error">{errorText(query.error)}</StatusIndicator>;
  if (!query.data) return <StatusIndicator type="loading">{t('quoting')}</StatusIndicator>;
  return (
    <ColumnLayout columns={2} variant="text-grid">
      <PriceColumn title={t('priceBefore')} price={query.data.before} />
      <PriceColumn title={t('priceAfter')} price={query.data.after} />
    </ColumnLayout>
  );
}

/**
 * "Boost rate" (issue 35 item 4): a percentage or an amount per hour, the price before and after (the
 * server's quote, with the cost engine) shown before confirming, then the boost applied on the shift
 * as quoted (a change meanwhile is refused and said).
 */
export function BoostModal({
  shift,
  visible,
  onDismiss,
}: {
  shift: ShiftDetail;
  visible: boolean;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation('rateBoost');
  const [kind, setKind] = useState<BoostKind>('PERCENT');
  const [text, setText] = useState('10');
  const boost = boostOf(kind, text);
  const quote = useBoostQuote(shift.id, visible ? boost : null);
  const { apply } = useApplyBoost(shift.id);
  const notify = useNotify();
  const errorText = useErrorText();
  const confirm = () => {
    if (!boost || !quote.data) return;
    apply.mutate(
      { ...boost, updatedAt: quote.data.updatedAt },
      {
        onSuccess: (detail) => {
          notify({
            type: 'success',
            content: t('boosted', {
              ref: detail.refNumber,
              price: formatMoney(detail.cost.totalCost, i18n.language),
            }),
          });
          onDismiss();
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : undefined;
          const known = code && code in REFUSALS ? t(`refusals.${code as keyof typeof REFUSALS}`) : null;
          notify({ type: 'error', header: t('failed'), content: known ?? errorText(error) });
          void quote.refetch();
        },
      },
    );
  };
  const percent = kind === 'PERCENT';
  return (
    <ActionModal
      visible={visible}
      header={t('title', { ref: shift.refNumber })}
      onDismiss={onDismiss}
      processing={apply.isPending}
      back={t('cancel')}
      confirm={t('confirm')}
      onConfirm={confirm}
      form
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('intro')}</Box>
        <FormField label={t('kind')}>
          <SegmentedControl
            selectedId={kind}
            onChange={({ detail }) => setKind(detail.selectedId as BoostKind)}
            options={[
              { id: 'PERCENT', text: t('kinds.PERCENT') },
              { id: 'AMOUNT', text: t('kinds.AMOUNT') },
            ]}
          />
        </FormField>
        <FormField
          label={percent ? t('percent') : t('amount')}
          constraintText={
            percent
              ? t('percentHint', BOOST_LIMITS.percent)
              : t('amountHint', { max: (BOOST_LIMITS.amountCents.max / 100).toFixed(2) })
          }
          errorText={text.trim() !== '' && !boost ? t('invalid') : undefined}
        >
          <Input value={text} inputMode="decimal" onChange={({ detail }) => setText(detail.value)} />
        </FormField>
        {boost && <QuoteView query={quote} />}
      </SpaceBetween>
    </ActionModal>
  );
}

const REFUSALS = {
  NOT_OPEN: true,
  SHIFT_ALREADY_CLAIMED: true,
  DEADLINE_PASSED: true,
  BOOST_LIMIT: true,
  CONFLICT: true,
} as const;
