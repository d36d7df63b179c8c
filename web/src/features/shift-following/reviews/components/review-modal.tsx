import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { reviewFormDefaults, reviewFormSchema, reviewFormToBody } from '@careshift/contract';
import type { ReviewForm, ReviewFormValues } from '@careshift/contract';
import { REVIEW_QUESTIONS, REVIEW_RATINGS } from '@careshift/domain/reviews/review';

import { useNotify } from '../../../../app/shell/notifications';
import { ActionModal } from '../../../../components/action-modal';
import { ControlledField, TextareaField } from '../../../../components/controlled-field';
import { SubmitFailure } from '../../../../components/submit-failure';
import { useSubmitState } from '../../../../hooks/use-submit-state';
import { currentLanguage } from '../../../../i18n';
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
  const review = useSubmitReview(shift.id);
  const submit = useSubmitState();
  const form = useForm<ReviewForm, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: reviewFormDefaults,
  });
  const { control, handleSubmit, reset } = form;
  const ratings = useWatch({ control });
  const score = previewScore(ratings);

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
    <ActionModal
      visible={visible}
      size="large"
      header={t('modalTitle', { ref: shift.refNumber })}
      onDismiss={onDismiss}
      state={submit.state}
      back={t('common:actions.cancel')}
      confirm={t('submit')}
      onConfirm={() => void onSubmit()}
    >
      <SpaceBetween size="l">
        <Box variant="p">
          {shift.employeeName ? t('intro', { name: shift.employeeName }) : t('introNoName')}
        </Box>
        <Alert type="info">{t('adaptationNote')}</Alert>
        {REVIEW_QUESTIONS.map((question) => (
          <ControlledField
            key={question}
            control={control}
            name={question}
            label={t(`questions.${question}.title`)}
            description={t(`questions.${question}.description`)}
          >
            {(field) => (
              <RadioGroup
                value={field.value === null || field.value === undefined ? null : String(field.value)}
                onChange={({ detail }) => field.onChange(Number(detail.value))}
                items={ratingItems}
                direction="horizontal"
                ariaLabel={t(`questions.${question}.title`)}
              />
            )}
          </ControlledField>
        ))}
        <TextareaField
          control={control}
          name="comment"
          label={t('comment')}
          description={t('commentHint')}
          rows={3}
        />
        <Box variant="strong">
          {score === null ? t('scorePending') : t('score', { score: formatScore(score, language) })}
        </Box>
        <SubmitFailure state={submit.state} />
      </SpaceBetween>
    </ActionModal>
  );
}
