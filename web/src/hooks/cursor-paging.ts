/**
 * Open-ended pagination over opaque DynamoDB cursors (STYLE.md 8). The API gives each page the cursor
 * of the next one (null on the last), so pages are discovered one at a time: the pager shows the
 * pages seen so far and "more" while the last one seen still had a cursor.
 */
export interface CursorPaging {
  /** The cursor that loads page i (page 0: none). */
  cursors: (string | null)[];
  /** 0-based index of the page shown. */
  pageIndex: number;
  /** True once a page came back without a next cursor: the page count is known. */
  ended: boolean;
}

export function initialPaging(): CursorPaging {
  return { cursors: [null], pageIndex: 0, ended: false };
}

/**
 * Records what a page returned. A page with a next cursor makes the following page reachable; one
 * without ends the list there. An empty page after the first (the previous page was exactly full)
 * is not a page at all: the pager steps back to the one before and closes.
 */
export function pageLoaded(
  state: CursorPaging,
  pageIndex: number,
  page: { itemCount: number; nextCursor: string | null },
): CursorPaging {
  if (pageIndex >= state.cursors.length) return state;
  if (page.itemCount === 0 && pageIndex > 0) {
    return {
      cursors: state.cursors.slice(0, pageIndex),
      pageIndex: Math.min(state.pageIndex, pageIndex - 1),
      ended: true,
    };
  }
  if (page.nextCursor === null) {
    const cursors = state.cursors.slice(0, pageIndex + 1);
    return { cursors, pageIndex: Math.min(state.pageIndex, pageIndex), ended: true };
  }
  const known = state.cursors[pageIndex + 1];
  if (known === page.nextCursor) return state;
  // A new or changed next cursor: pages discovered beyond it belonged to the old one.
  return {
    cursors: [...state.cursors.slice(0, pageIndex + 1), page.nextCursor],
    pageIndex: state.pageIndex,
    ended: false,
  };
}

/** Moves to a 1-based page number that has been discovered; other numbers change nothing. */
export function goToPage(state: CursorPaging, pageNumber: number): CursorPaging {
  const index = pageNumber - 1;
  if (!Number.isInteger(index) || index < 0 || index >= state.cursors.length) return state;
  return { ...state, pageIndex: index };
}

/** The cursor of the page shown. */
export function currentCursor(state: CursorPaging): string | null {
  return state.cursors[state.pageIndex] ?? null;
}

/** What Cloudscape's Pagination needs: 1-based current page, pages known, whether more may follow. */
export function paginationView(state: CursorPaging): {
  currentPageIndex: number;
  pagesCount: number;
  openEnd: boolean;
} {
  return { currentPageIndex: state.pageIndex + 1, pagesCount: state.cursors.length, openEnd: !state.ended };
}
