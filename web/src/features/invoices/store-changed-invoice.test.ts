import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { Invoice } from '@careshift/contract/operations/invoices';

import { invoiceKeys } from '../../api/query-keys';

import { storeChangedInvoice } from './use-invoices';

const invoice = (id: string, status: Invoice['status']): Invoice => ({
  id,
  invoiceRef: Number(id.slice(1)),
  lines: [],
  total: 1600,
  currency: 'EUR',
  status,
  dueDate: '2026-12-09',
  overdue: false,
  createdAt: '2026-11-25T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
  actions: [],
});

describe('storeChangedInvoice', () => {
  it('should replace the changed invoice in every cached list page, in place, and leave the others', () => {
    const client = new QueryClient();
    const all = [...invoiceKeys.list({ direction: 'desc' }), { cursor: null }];
    const partners = [...invoiceKeys.list({ partnerId: 'p1', direction: 'desc' }), { cursor: null }];
    client.setQueryData(all, { items: [invoice('i1', 'PENDING'), invoice('i2', 'PENDING')], cursor: 'c2' });
    client.setQueryData(partners, { items: [invoice('i1', 'PENDING')], cursor: null });

    storeChangedInvoice(client, invoice('i1', 'PAID'));

    expect(client.getQueryData<{ items: Invoice[] }>(all)?.items.map((item) => item.status)).toEqual([
      'PAID',
      'PENDING',
    ]);
    expect(client.getQueryData<{ items: Invoice[] }>(partners)?.items[0]?.status).toBe('PAID');
    expect(client.getQueryData<{ cursor: string }>(all)?.cursor).toBe('c2');
  });
});
