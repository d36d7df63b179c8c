import { createRequire } from 'node:module';
import { join } from 'node:path';

import { PDF_FONT_DIR, PDF_FONT_FILES, PDF_FONT_PACKAGE } from '@careshift/lambdas/pdf/font-files';

import type { BundledFile } from './constructs/app-function';
import { REPO_ROOT } from './paths';

/**
 * The PDF fonts as files beside a bundle (`fonts/…`), where lambdas/src/pdf/fonts.ts looks first:
 * kept out of the JavaScript so the bundle stays small and loads fast.
 */
export function pdfFontFiles(): BundledFile[] {
  const require = createRequire(join(REPO_ROOT, 'package.json'));
  return Object.values(PDF_FONT_FILES).map(({ source, file }) => ({
    from: require.resolve(`${PDF_FONT_PACKAGE}/${source}`),
    to: `${PDF_FONT_DIR}/${file}`,
  }));
}
