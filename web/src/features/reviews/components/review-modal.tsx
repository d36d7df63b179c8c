import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { reviewFormDefaults, reviewFormSchema, reviewFormToBody } from '@careshift/contract';
import type { ReviewForm, ReviewFormValues } from '@careshift/contract';
import { REVIEW_QUESTIONS, REVIEW_RATINGS } from '@careshift/domain/reviews/review';

import { useNotify } from '../../../app/shell/notifications';
import { currentLanguage } from '../../../i18n';
import { useValidationMessage } from '../../../i18n/validation';
import { SubmitStatus } from '../../requests/components/submit-status';
import { useSubmitState } from '../../requests/use-submit-state';
import { formatScore, previewScore, RATING_KEYS } from '../review-score';
import { useSubmitReview } from '../use-review';

interface ReviewModalProps {
  visible: boolean;
  shift: { id: string; refNumber: number; employeeName?: string };
  onDismiss: () => void;
}

/**
 * Add Review (spec sections 3, 5 and 9): Q1–Q5 each rated 1–5 (Bad, Good, Very good, Great, Awesome;
 * "This field is required." when missing) and a comment; the weighted score shows as it fills in.
 */
export function ReviewModal({ visible, shift, onDismiss }: ReviewModalProps) {
  const { t } = useTranslation(['reviews', 'common']);
  const language = currentLanguage();
  const notify = useNotify();
  const fieldMessage = useValidationMessage();
  const review = useSubmitReview(shift.id);
  const submit = useSubmitState();
  const form = useForm<ReviewForm, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: reviewFormDefaults,
  });
  const { control, handleSubmit, reset } = form;
  const ratings = useWatch({ control });
  const score = previewScore(ratings);
  const processing = submit.processing;

  const resetSubmit = submit.reset;
  useEffect(() => {
    if (!visible) return;
    reset(reviewFormDefaults);
    resetSubmit();
  }, [visible, reset, resetSubmit]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await submit.run(() => review.mutateAsync(reviewFormToBody(values)));
    if (outcome.ok) {
      notify({ type: 'success', content: t('submitted', { ref: shift.refNumber }) });
      onDismiss();
    }
  });

  const ratingItems = REVIEW_RATINGS.map((rating) => ({
    value: String(rating),
    label: t(`ratings.${RATING_KEYS[rating - 1]!}`),
  }));
  return (
    <Modal
      visible={visible}
      size="large"
      onDismiss={() => !processing && onDismiss()}
      closeAriaLabel={t('common:actions.close')}
      header={t('modalTitle', { ref: shift.refNumber })}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <SubmitStatus state={submit.state} />
            <Button variant="link" onClick={onDismiss} disabled={processing}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="primary" loading={processing} onClick={() => void onSubmit()}>
              {t('submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <Box variant="p">
          {shift.employeeName ? t('intro', { name: shift.employeeName }) : t('introNoName')}
        </Box>
        <Alert type="info">{t('adaptationNote')}</Alert>
        {REVIEW_QUESTIONS.map((question) => (
          <Controller
            key={question}
            name={question}
            control={control}
            render={({ field, fieldState }) => (
              <FormField
                label={t(`questions.${question}.title`)}
                description={t(`questions.${question}.description`)}
                errorText={fieldMessage(fieldState.error?.message)}
              >
                <RadioGroup
                  value={field.value === null || field.value === undefined ? null : String(field.value)}
                  onChange={({ detail }) => field.onChange(Number(detail.value))}
                  items={ratingItems}
                  direction="horizontal"
                  ariaLabel={t(`questions.${question}.title`)}
                />
              </FormField>
            )}
          />
        ))}
        <Controller
          name="comment"
          control={control}
          render={({ field, fieldState }) => (
            <FormField
              label={t('comment')}
              description={t('commentHint')}
              errorText={fieldMessage(fieldState.error?.message)}
            >
              <Textarea
                value={String(field.value ?? '')}
                onChange={({ detail }) => field.onChange(detail.value)}
                rows={3}
              />
            </FormField>
          )}
        />
        <Box variant="strong">
          {score === null ? t('scorePending') : t('score', { score: formatScore(score, language) })}
        </Box>
        {submit.state.status === 'failed' && (
          <Alert type="error" header={t('common:errors.processFailed')}>
            {submit.state.message}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
