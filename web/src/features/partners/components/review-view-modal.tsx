import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { Review } from '@careshift/contract';

import { ActionModal } from '../../../components/action-modal';

const RATING_KEYS = ['bad', 'good', 'veryGood', 'great', 'awesome'] as const;

/** The eye button's modal: the comment, the score and each question's rating. */
export function ReviewViewModal({
  review,
  onDismiss,
}: {
  review: Review | undefined;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['partners', 'reviews']);
  return (
    <ActionModal
      visible={review !== undefined}
      header={t('reviews.modalTitle', { ref: review?.requestRef ?? '' })}
      onDismiss={onDismiss}
      back={t('reviews.close')}
    >
      {review && (
        <SpaceBetween size="m">
          <KeyValuePairs
            columns={2}
            items={[
              { label: t('reviews.score'), value: `★ ${review.score.toFixed(2)}` },
              { label: t('reviews.comment'), value: review.comment || t('reviews.noComment') },
            ]}
          />
          <KeyValuePairs
            columns={1}
            items={review.results.map(({ question, rating }) => ({
              label: t(`reviews:questions.${question}.title`),
              value: (
                <Box>
                  {'★'.repeat(rating)}
                  {'☆'.repeat(5 - rating)} {t(`reviews:ratings.${RATING_KEYS[rating - 1] ?? 'bad'}`)}
                </Box>
              ),
            }))}
          />
        </SpaceBetween>
      )}
    </ActionModal>
  );
}
