import { clock, repositories } from '../deps';

import { exportStore } from './export-store';
import type { ExportDeps } from './exports';

/**
 * The exports area: the invoice and shift lists, the documents bucket's exports/ prefix and the clock.
 * Kept out of deps.ts: the multipart uploader (lib-storage) must reach this area's bundle only.
 */
export function exportDeps(): ExportDeps {
  const { invoices, shifts } = repositories();
  return { invoices, shifts, store: exportStore(), clock };
}
