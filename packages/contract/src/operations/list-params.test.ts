import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { shiftListQuerySchema } from './shift-schemas';

/** List filters refuse an empty value rather than read it as "no filter" (issue 33, item 6). */
describe('a comma-separated list parameter', () => {
  it('should read "A,B" and repeated values, and no value as no filter', () => {
    expect(z.parse(shiftListQuerySchema, { statuses: 'PENDING,VERIFIED' }).statuses).toEqual([
      'PENDING',
      'VERIFIED',
    ]);
    expect(z.parse(shiftListQuerySchema, { statuses: ['PENDING', 'CLAIMED'] }).statuses).toEqual([
      'PENDING',
      'CLAIMED',
    ]);
    expect(z.parse(shiftListQuerySchema, {}).statuses).toEqual([]);
  });

  it('should refuse an empty value or an empty part: statuses=, statuses=A,, statuses= ,', () => {
    for (const statuses of ['', 'PENDING,', ' , ', ['PENDING', '']])
      expect(z.safeParse(shiftListQuerySchema, { statuses }).success, JSON.stringify(statuses)).toBe(false);
  });
});
