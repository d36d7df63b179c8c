import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { shiftColumns } from './shifts-table-config';

const t = ((key: string) => key) as unknown as TFunction<'shifts'>;
const now = new Date('2026-11-28T10:00:00Z');

/**
 * Issue 32 item 11: at 1280 px (with the navigation open) the table has about 890 px, so the columns'
 * widths must add up to no more than that, or "Created at" scrolls under the sticky Actions column.
 * The same columns serve /requests and a partner's or an organisation's shifts tab.
 */
describe('shiftColumns widths (issue 32 item 11)', () => {
  it.each([
    ['administrator', { kind: 'administrator', role: 'SYSTEM_USER', userId: 'a1', clientId: undefined }],
    ['organisation', { kind: 'client', role: 'OWNER', userId: 'c1', clientId: 'o1' }],
  ] as const)('should fit every %s column beside the sticky Actions column at 1280 px', (_name, viewer) => {
    const columns = shiftColumns(t, viewer, 'en', now);
    const widths = columns.map((column) => column.width);
    expect(widths.every((width) => typeof width === 'number')).toBe(true);
    const total = widths.reduce<number>((sum, width) => sum + Number(width), 0);
    expect(total).toBeLessThanOrEqual(890);
    expect(columns.map((column) => column.id)).toContain('createdAt');
  });
});
