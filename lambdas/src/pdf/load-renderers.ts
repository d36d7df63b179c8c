import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { PDF_RENDERERS_FILE } from './font-files';
import type * as Renderers from './pdf-renderers';

export type PdfRenderers = typeof Renderers;

let loading: Promise<PdfRenderers> | undefined;

/**
 * The PDF renderers, loaded on first use: `pdf-renderers.mjs` beside the running bundle in AWS
 * (infra builds it there), else the source module (the local gateway and tests run from source).
 * The import takes a computed URL so that esbuild leaves it out of the area's bundle.
 */
export function pdfRenderers(): Promise<PdfRenderers> {
  loading ??= importRenderers().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function importRenderers(): Promise<PdfRenderers> {
  const bundled = new URL(PDF_RENDERERS_FILE, import.meta.url);
  const source = new URL('./pdf-renderers.ts', import.meta.url);
  const renderers: PdfRenderers = await import(
    existsSync(fileURLToPath(bundled)) ? bundled.href : source.href
  );
  return renderers;
}
