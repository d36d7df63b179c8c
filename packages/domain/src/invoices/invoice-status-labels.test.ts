import { describe, expect, it } from 'vitest';

import { INVOICE_STATUSES } from './invoice-rules';
import { INVOICE_STATUS_LABELS } from './invoice-status-labels';

describe('invoice status labels', () => {
  it.each(['en', 'el'] as const)('name every invoice status in %s, each differently', (language) => {
    const labels = INVOICE_STATUS_LABELS[language];
    expect(Object.keys(labels).sort()).toEqual([...INVOICE_STATUSES].sort());
    expect(new Set(Object.values(labels)).size).toBe(INVOICE_STATUSES.length);
  });
});
