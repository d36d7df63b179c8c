import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

import { REVIEW_QUESTIONS } from '@careshift/domain/reviews/review';

import { formatDateTime } from '../../../../app/shift-format';
import { ActionModal } from '../../../../components/action-modal';
import { currentLanguage } from '../../../../i18n';
import { formatScore, ratingKeyOf } from '../review-score';
import { useShiftReview } from '../use-review';

/** Check Review (spec sections 2 and 4): the score with a star, each question's rating and the comment. */
export function ReviewViewModal({
  visible,
  shift,
  onDismiss,
}: {
  visible: boolean;
  shift: { id: string; refNumber: number };
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['reviews', 'common']);
  const language = currentLanguage();
  const review = useShiftReview(shift.id, visible);
  const data = review.data;

  return (
    <ActionModal
      visible={visible}
      header={t('viewTitle', { ref: shift.refNumber })}
      onDismiss={onDismiss}
      back={t('common:actions.close')}
    >
      {review.isPending && <Spinner size="large" />}
      {review.isError && (
        <Alert
          type="error"
          header={t('loadFailed')}
          action={<Button onClick={() => void review.refetch()}>{t('common:actions.retry')}</Button>}
        >
          {review.error.message}
        </Alert>
      )}
      {data && (
        <KeyValuePairs
          columns={1}
          items={[
            {
              label: t('scoreLabel'),
              value: (
                <Box variant="h2" tagOverride="span">
                  <Icon name="star-filled" variant="warning" /> {formatScore(data.score, language)}
                </Box>
              ),
            },
            ...REVIEW_QUESTIONS.map((question) => {
              const rating = data.results.find((result) => result.question === question)?.rating ?? 0;
              const key = ratingKeyOf(rating);
              return {
                label: t(`questions.${question}.title`),
                value: key ? `${rating} · ${t(`ratings.${key}`)}` : '-',
              };
            }),
            { label: t('comment'), value: data.comment || t('noComment') },
            { label: t('createdAt'), value: formatDateTime(data.createdAt) },
          ]}
        />
      )}
    </ActionModal>
  );
}
