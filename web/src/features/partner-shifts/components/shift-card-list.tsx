import './shift-card-list.css';

import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, memo, Suspense } from 'react';
import type { ComponentProps, ReactNode } from 'react';

import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { PartnerShiftList } from '../use-partner-shifts';

import { ShiftListBody } from './shift-list-body';

/**
 * The two filters: a chunk of their own, loaded after the heading's paint. The cards are not in it:
 * the first card is drawn as soon as the data arrives, not after a chunk (issue 32).
 */
const filters = () => import('./shift-list-filters');
const LazyFindShiftFilter = lazy(async () => ({ default: (await filters()).FindShiftFilter }));
const LazyMyShiftsFilter = lazy(async () => ({ default: (await filters()).MyShiftsFilter }));

/**
 * Each filter's row keeps its height while its chunk loads, so the cards do not move down when it
 * arrives (shift-card-list.css: on a phone Find a shift's status control is a select with its label).
 */
export const FindShiftFilter = memo(function FindShiftFilter(
  props: ComponentProps<typeof LazyFindShiftFilter>,
) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="scl-filter-space scl-filter-space-find" />}>
      <LazyFindShiftFilter {...props} />
    </Suspense>
  );
});

/** Memoised as FindShiftFilter is: Cloudscape's Select is not drawn again on every read of the page. */
export const MyShiftsFilter = memo(function MyShiftsFilter(props: ComponentProps<typeof LazyMyShiftsFilter>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="scl-filter-space" />}>
      <LazyMyShiftsFilter {...props} />
    </Suspense>
  );
});

interface ShiftCardListProps {
  list: PartnerShiftList;
  /** The page's title (heading and browser tab), its description and what a failed first read says. */
  texts: { title: string; description: string; failed: string };
  filter?: ReactNode;
  /** Drawn under the heading at once (not after the first paint): why the partner cannot claim. */
  notice?: ReactNode;
  /** My Shifts: the partner's own shift shows Clock in, breaks and Clock out in its card (issue 34). */
  attendance?: boolean;
}

/**
 * A partner's shifts as cards, phone first (the cards, the filter and "Show more" are in
 * shift-list-body.tsx). The page's title and description, a phone's largest paint, are drawn first and
 * alone; the rest follows once they are on the screen, below them, so nothing moves.
 */
export function ShiftCardList({ list, texts, filter, notice, attendance = false }: ShiftCardListProps) {
  useDocumentTitle(texts.title);
  const drawn = useAfterFirstPaint();
  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={texts.description}>
        {texts.title}
      </Header>
      {notice}
      {drawn && (
        <ShiftListBody list={list} failedText={texts.failed} filter={filter} attendance={attendance} />
      )}
    </SpaceBetween>
  );
}
