import { describe, expect, it } from 'vitest';

import { currentCursor, goToPage, initialPaging, pageLoaded, paginationView } from './cursor-paging';

describe('cursor paging', () => {
  it('should open with page 1 and more pages possible', () => {
    expect(paginationView(initialPaging())).toEqual({ currentPageIndex: 1, pagesCount: 1, openEnd: true });
  });

  it('should make the next page reachable when a page returns a cursor', () => {
    const state = pageLoaded(initialPaging(), 0, { itemCount: 10, nextCursor: 'c1' });
    expect(paginationView(state)).toEqual({ currentPageIndex: 1, pagesCount: 2, openEnd: true });
    const second = goToPage(state, 2);
    expect(currentCursor(second)).toBe('c1');
  });

  it('should close the pager when a page returns no cursor', () => {
    let state = pageLoaded(initialPaging(), 0, { itemCount: 10, nextCursor: 'c1' });
    state = pageLoaded(goToPage(state, 2), 1, { itemCount: 4, nextCursor: null });
    expect(paginationView(state)).toEqual({ currentPageIndex: 2, pagesCount: 2, openEnd: false });
  });

  it('should close on a single short page (fewer than 10 rows means the list is full)', () => {
    const state = pageLoaded(initialPaging(), 0, { itemCount: 3, nextCursor: null });
    expect(paginationView(state)).toEqual({ currentPageIndex: 1, pagesCount: 1, openEnd: false });
  });

  it('should step back from an empty page that followed an exactly full one', () => {
    let state = pageLoaded(initialPaging(), 0, { itemCount: 10, nextCursor: 'c1' });
    state = pageLoaded(goToPage(state, 2), 1, { itemCount: 0, nextCursor: null });
    expect(paginationView(state)).toEqual({ currentPageIndex: 1, pagesCount: 1, openEnd: false });
  });

  it('should not move to a page that has not been discovered', () => {
    const state = initialPaging();
    expect(goToPage(state, 3)).toBe(state);
    expect(goToPage(state, 0)).toBe(state);
  });

  it('should keep the state when a page is loaded again with the same cursor', () => {
    const state = pageLoaded(initialPaging(), 0, { itemCount: 10, nextCursor: 'c1' });
    expect(pageLoaded(state, 0, { itemCount: 10, nextCursor: 'c1' })).toBe(state);
  });

  it('should forget pages beyond a cursor that changed on reload', () => {
    let state = pageLoaded(initialPaging(), 0, { itemCount: 10, nextCursor: 'c1' });
    state = pageLoaded(goToPage(state, 2), 1, { itemCount: 10, nextCursor: 'c2' });
    state = pageLoaded(goToPage(state, 1), 0, { itemCount: 10, nextCursor: 'c1b' });
    expect(state.cursors).toEqual([null, 'c1b']);
  });

  it('should ignore a result for a page it no longer knows', () => {
    const state = initialPaging();
    expect(pageLoaded(state, 4, { itemCount: 10, nextCursor: 'x' })).toBe(state);
  });
});
