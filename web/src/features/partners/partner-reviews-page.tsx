import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import type { Review } from '@careshift/contract';

import { shiftPath } from '../../app/paths';
import { formatDate } from '../../app/shift-format';
import { PagesPagination } from '../../components/paged-list';
import { RouterLink } from '../../components/router-link';
import { ListEmptyState } from '../../components/table-message';

import { ReviewViewModal } from './components/review-view-modal';
import { usePartnerReviews } from './use-partners';

/** `/employees/{id}/reviews`: request ref, client, score with a star, date and an eye button. */
export function PartnerReviewsPage() {
  const { t } = useTranslation('partners');
  const { partnerId = '' } = useParams();
  const reviews = usePartnerReviews(partnerId);
  const [open, setOpen] = useState<Review>();
  return (
    <>
      <Table
        items={reviews.items}
        trackBy="id"
        loading={reviews.loading}
        loadingText={t('reviews.loading')}
        ariaLabels={{ tableLabel: t('reviews.title') }}
        empty={
          <ListEmptyState
            failed={reviews.query.isError}
            failedText={t('reviews.failed')}
            onRetry={() => void reviews.query.refetch()}
          />
        }
        columnDefinitions={[
          {
            id: 'ref',
            header: t('reviews.columns.ref'),
            cell: (r) => <RouterLink href={shiftPath(r.requestId)}>{`#${r.requestRef}`}</RouterLink>,
          },
          { id: 'client', header: t('reviews.columns.client'), cell: (r) => r.clientName },
          { id: 'score', header: t('reviews.columns.score'), cell: (r) => `★ ${r.score.toFixed(2)}` },
          { id: 'createdAt', header: t('reviews.columns.createdAt'), cell: (r) => formatDate(r.createdAt) },
          {
            id: 'view',
            header: t('reviews.columns.view'),
            cell: (r) => (
              <Button
                variant="inline-icon"
                iconName="view-full"
                ariaLabel={t('reviews.viewLabel', { ref: r.requestRef })}
                onClick={() => setOpen(r)}
              />
            ),
          },
        ]}
        pagination={<PagesPagination paged={reviews} />}
      />
      <ReviewViewModal review={open} onDismiss={() => setOpen(undefined)} />
    </>
  );
}
