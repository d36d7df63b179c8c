import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { DEADLINE_DAY_OPTIONS, earliestMultiShiftDate, multiShiftFormDefaults } from '@careshift/contract';
import type { MultiShiftForm, MultiShiftFormValues } from '@careshift/contract';
import type { Role } from '@careshift/domain';

import { PATHS } from '../../app/paths';
import { useNotify } from '../../app/shell/notifications';
import { useValidationMessage } from '../../i18n/validation';

import { MultiDatesField } from './components/multi-dates-field';
import { MultiPreviewTable } from './components/multi-preview-table';
import { PostingProgress } from './components/posting-progress';
import { ShiftPlaceFields } from './components/shift-place-fields';
import { SlotFields } from './components/slot-fields';
import type { SlotTimes } from './components/slot-fields';
import { SubmitStatus } from './components/submit-status';
import { multiShiftResolver, slotErrorsOf, useMultiPreview } from './multi-create-form';
import { newIdempotencyKey } from './new-request-values';
import { useDocumentTitle } from './use-document-title';
import { usePostMultiShifts } from './use-post-multi-shifts';
import { useShiftViewer } from './use-viewer';

/**
 * `/requests/multiCreate` (spec sections 2 and 5): up to 500 dates × morning / evening / night slots
 * posted in one request; the preview lists every shift and, after posting, Created or Failed and why.
 */
export function MultiCreatePage() {
  const { t } = useTranslation(['shiftForm', 'common']);
  const navigate = useNavigate();
  const notify = useNotify();
  const viewer = useShiftViewer();
  const role: Role = viewer.role ?? 'CLIENT';
  const fieldMessage = useValidationMessage();
  useDocumentTitle(t('multi.title'));
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
  const keyFor = useRef<{ values: string; key: string }>({ values: '', key: newIdempotencyKey() });
  const [earliestNow] = useState(() => new Date());
  const earliest = earliestMultiShiftDate(earliestNow, Number(values.deadlineDays) || 3);
  const rows = post.resultFor(preview.signature) ?? preview.rows;
  const summary = post.summaryFor(preview.signature);

  const onSubmit = handleSubmit(async (parsed) => {
    // The same form posted again (a retry after a failure) reuses its key: nothing is posted twice.
    if (keyFor.current.values !== preview.signature)
      keyFor.current = { values: preview.signature, key: newIdempotencyKey() };
    const created = await post.run(parsed, preview.signature, keyFor.current.key);
    if (created !== undefined && created > 0) {
      notify({
        type: 'success',
        header: t('multi.successTitle'),
        content: t('multi.successBody', { count: created }),
      });
    }
  });

  const errors = slotErrorsOf(formState.errors, fieldMessage);
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('multi.description')}>
          {t('multi.title')}
        </Header>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Form
          errorText={post.submit.state.status === 'failed' ? post.submit.state.message : undefined}
          errorIconAriaLabel={t('common:errors.processFailed')}
          actions={
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <SubmitStatus state={post.submit.state} />
              <Button formAction="none" variant="link" onClick={() => navigate(PATHS.requests)}>
                {t('common:actions.cancel')}
              </Button>
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
              <Button variant="primary" loading={post.submit.processing} disabled={post.submit.processing}>
                {t('multi.submit', { count: preview.rows.length })}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            <ShiftPlaceFields control={control} role={role} fieldMessage={fieldMessage}>
              <Controller
                name="deadlineDays"
                control={control}
                render={({ field, fieldState }) => {
                  const options = DEADLINE_DAY_OPTIONS.map((days) => ({
                    value: String(days),
                    label: t('multi.deadlineDaysOption', { count: days }),
                  }));
                  return (
                    <FormField
                      label={t('fields.deadlineDays')}
                      description={t('multi.deadlineDaysDescription')}
                      errorText={fieldMessage(fieldState.error?.message)}
                    >
                      <Select
                        selectedOption={
                          options.find((option) => option.value === String(field.value)) ?? null
                        }
                        options={options}
                        onChange={({ detail }) => field.onChange(Number(detail.selectedOption.value))}
                      />
                    </FormField>
                  );
                }}
              />
            </ShiftPlaceFields>
            <Container header={<Header variant="h2">{t('multi.whenTitle')}</Header>}>
              <SpaceBetween size="l">
                <Controller
                  name="dates"
                  control={control}
                  render={({ field }) => (
                    <MultiDatesField
                      value={(field.value ?? []) as string[]}
                      onChange={field.onChange}
                      earliest={earliest}
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
            {post.submit.processing && <PostingProgress count={preview.rows.length} />}
            {summary && (
              <Alert
                type={summary.failed ? 'warning' : 'success'}
                header={summary.created ? t('multi.successTitle') : t('multi.noneCreated')}
              >
                {t('multi.summary', {
                  created: summary.created,
                  failed: summary.failed,
                  total: summary.total,
                })}
              </Alert>
            )}
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
        </Form>
      </form>
    </ContentLayout>
  );
}
