import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { DEFAULT_DEADLINE_DAYS, earliestMultiShiftDate, multiShiftFormDefaults } from '@careshift/contract';
import type { MultiShiftForm, MultiShiftFormValues } from '@careshift/contract';

import { PATHS } from '../../app/paths';
import { useNotify } from '../../app/shell/notifications';
import { FormActions } from '../../components/form-actions';
import { PageLayout } from '../../components/page-layout';
import { SubmitForm } from '../../components/submit-form';
import { failureOf } from '../../hooks/use-submit-state';
import { useViewer } from '../../hooks/use-viewer';
import { useValidationMessage } from '../../i18n/validation';

import { CopyLastWeek } from './components/copy-last-week';
import { DeadlineDaysField } from './components/deadline-days-field';
import { MultiDatesField } from './components/multi-dates-field';
import { MultiPreviewTable } from './components/multi-preview-table';
import { PastDeadlineAlert } from './components/past-deadline-alert';
import { PostingGate } from './components/posting-gate';
import { PostingPriceCard } from './components/posting-price-card';
import { PostingProgress } from './components/posting-progress';
import { ShiftPlaceFields } from './components/shift-place-fields';
import { SlotFields } from './components/slot-fields';
import type { SlotTimes } from './components/slot-fields';
import { multiShiftResolver, slotErrorsOf, useMultiPreview } from './multi-create-form';
import { formRoleOf, newIdempotencyKey } from './new-shift-values';
import { useFormFillers } from './use-form-fillers';
import { usePostMultiShifts } from './use-post-multi-shifts';

/** Spec section 8: "Requests created!" goes after 1.5 s (raised to the notices' reading floor). */
const REQUESTS_CREATED_MS = 1500;

/** After posting: how many shifts were created, and how many failed. */
function PostingSummary({ summary }: { summary: { created: number; failed: number; total: number } }) {
  const { t } = useTranslation(['shiftForm', 'common']);
  return (
    <Alert
      type={summary.failed ? 'warning' : 'success'}
      header={summary.created ? t('multi.successTitle') : t('multi.noneCreated')}
    >
      {summary.failed
        ? t('multi.summary', { created: summary.created, failed: summary.failed, total: summary.total })
        : t('multi.successBody', { count: summary.created })}
    </Alert>
  );
}

/** The idempotency key of a form: the same form posted again (a retry after a failure) reuses its key, so nothing is posted twice. */
function useIdempotencyKeys(): (signature: string) => string {
  const keyFor = useRef<{ values: string; key: string }>({ values: '', key: newIdempotencyKey() });
  return (signature) => {
    if (keyFor.current.values !== signature) keyFor.current = { values: signature, key: newIdempotencyKey() };
    return keyFor.current.key;
  };
}

/**
 * `/requests/multiCreate` (spec sections 2 and 5): up to 500 dates × morning / evening / night slots
 * posted in one call; the preview lists every shift and, after posting, Created or Failed and why.
 */
export function MultiCreatePage() {
  const { t } = useTranslation(['shiftForm', 'common']);
  const navigate = useNavigate();
  const notify = useNotify();
  const viewer = useViewer();
  const role = formRoleOf(viewer.role);
  const admin = viewer.kind === 'administrator';
  const fieldMessage = useValidationMessage();
  const [defaults] = useState(multiShiftFormDefaults);
  const form = useForm<MultiShiftForm, unknown, MultiShiftFormValues>({
    resolver: multiShiftResolver(role),
    defaultValues: defaults,
  });
  const { control, handleSubmit, formState, reset } = form;
  const values = useWatch({ control }) as MultiShiftForm;
  const preview = useMultiPreview(values);
  const post = usePostMultiShifts({
    missingRow: t('multi.noResult'),
    noneCreated: t('multi.noneCreated'),
  });
  const keyOf = useIdempotencyKeys();
  const [earliestNow] = useState(() => new Date());
  const deadlineDays = Number(values.deadlineDays) || DEFAULT_DEADLINE_DAYS;
  const earliest = earliestMultiShiftDate(earliestNow, deadlineDays);
  const rows = post.resultFor(preview.signature) ?? preview.rows;
  const summary = post.summaryFor(preview.signature);
  const { keepAll, copyRota } = useFormFillers(form, earliestNow, earliest);

  const onSubmit = handleSubmit(async (parsed) => {
    const created = await post.run(parsed, preview.signature, keyOf(preview.signature));
    if (created !== undefined && created > 0) {
      notify({
        type: 'success',
        header: t('multi.successTitle'),
        content: t('multi.successBody', { count: created }),
        lifetimeMs: REQUESTS_CREATED_MS,
      });
    }
  });

  const errors = slotErrorsOf(formState.errors, fieldMessage);
  return (
    <PageLayout title={t('multi.title')} description={t('multi.description')}>
      <PostingGate>
        <SubmitForm
          onSubmit={onSubmit}
          failure={failureOf(post.submit.state)}
          actions={
            <FormActions
              state={post.submit.state}
              onCancel={() => navigate(PATHS.shifts)}
              submit={t('multi.submit', { count: preview.rows.length })}
              submitDisabled={post.allCreatedFor(preview.signature)}
            >
              {summary && (
                <Button
                  formAction="none"
                  onClick={() => {
                    reset(defaults);
                    post.clear();
                  }}
                >
                  {t('multi.startOver')}
                </Button>
              )}
            </FormActions>
          }
        >
          <SpaceBetween size="l">
            <ShiftPlaceFields control={control} role={role} fieldMessage={fieldMessage}>
              <DeadlineDaysField control={control} />
            </ShiftPlaceFields>
            <Container header={<Header variant="h2">{t('multi.whenTitle')}</Header>}>
              <SpaceBetween size="l">
                <CopyLastWeek
                  clientId={values.clientId}
                  positionId={values.positionId}
                  needsClient={admin}
                  earliest={earliest}
                  onCopy={copyRota}
                />
                <Controller
                  name="dates"
                  control={control}
                  render={({ field }) => (
                    <MultiDatesField
                      value={(field.value ?? []) as string[]}
                      onChange={field.onChange}
                      earliest={earliest}
                      deadlineDays={deadlineDays}
                      now={earliestNow}
                      onKeepAll={keepAll}
                      errorText={errors.dates}
                    />
                  )}
                />
                <Controller
                  name="slots"
                  control={control}
                  render={({ field }) => (
                    <SlotFields value={field.value as SlotTimes} onChange={field.onChange} errors={errors} />
                  )}
                />
              </SpaceBetween>
            </Container>
            <PostingPriceCard
              admin={admin}
              clientId={values.clientId}
              positionId={values.positionId}
              spans={preview.rows.map((row) => ({ start: row.startDate, end: row.endDate }))}
            />
            <PastDeadlineAlert rows={rows} now={new Date()} />
            {post.submit.processing && <PostingProgress count={preview.rows.length} />}
            {summary && <PostingSummary summary={summary} />}
            <MultiPreviewTable
              rows={rows}
              header={
                <Header
                  variant="h2"
                  counter={`(${rows.length})`}
                  description={preview.rows.length ? undefined : t('multi.previewHint')}
                >
                  {t('multi.previewTitle')}
                </Header>
              }
            />
          </SpaceBetween>
        </SubmitForm>
      </PostingGate>
    </PageLayout>
  );
}
