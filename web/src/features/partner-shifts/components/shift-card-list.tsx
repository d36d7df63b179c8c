import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { PartnerShiftList } from '../use-partner-shifts';

/** The list below the heading and the two filters: one chunk, loaded after the heading's paint. */
const body = () => import('./shift-list-body');
const ShiftListBody = lazy(async () => ({ default: (await body()).ShiftListBody }));
export const FindShiftFilter = lazy(async () => ({ default: (await body()).FindShiftFilter }));
export const MyShiftsFilter = lazy(async () => ({ default: (await body()).MyShiftsFilter }));

interface ShiftCardListProps {
  list: PartnerShiftList;
  /** The page's title (heading and browser tab), its description and what a failed first read says. */
  texts: { title: string; description: string; failed: string };
  filter?: ReactNode;
}

/**
 * A partner's shifts as cards, phone first (the cards, the filter and "Show more" are in
 * shift-list-body.tsx). The page's title and description, a phone's largest paint, are drawn first and
 * alone; the rest follows once they are on the screen, below them, so nothing moves.
 */
export function ShiftCardList({ list, texts, filter }: ShiftCardListProps) {
  useDocumentTitle(texts.title);
  const drawn = useAfterFirstPaint();
  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={texts.description}>
        {texts.title}
      </Header>
      {drawn && (
        <Suspense fallback={null}>
          <ShiftListBody list={list} failedText={texts.failed} filter={filter} />
        </Suspense>
      )}
    </SpaceBetween>
  );
}
