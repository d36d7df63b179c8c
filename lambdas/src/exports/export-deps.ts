import { createInvoiceRepositories, createShiftRepositories } from '@careshift/db';

import { clock } from '../clock';
import { repositoriesOf } from '../repositories';

import { exportStore } from './export-store';
import type { ExportDeps } from './exports';

/**
 * The exports area: the invoice and shift lists, the documents bucket's exports/ prefix and the clock.
 * The multipart uploader (lib-storage) reaches this area's bundle only.
 */
export function exportDeps(): ExportDeps {
  const repositories = repositoriesOf({
    invoices: createInvoiceRepositories,
    shifts: createShiftRepositories,
  });
  return { ...repositories, store: exportStore(), clock };
}
