import { USAGE_COUNT_CAP } from '@careshift/domain';

interface Page<T> {
  items: T[];
  cursor: string | null;
}

/** How many items the pages hold (those `keep` accepts), read page by page up to the usage cap. */
export async function countUpTo<T>(
  read: (cursor: string | null) => Promise<Page<T>>,
  keep: (item: T) => boolean = () => true,
  cap = USAGE_COUNT_CAP,
): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const page: Page<T> = await read(cursor);
    count += page.items.filter(keep).length;
    cursor = page.cursor;
  } while (cursor && count < cap);
  return Math.min(count, cap);
}
