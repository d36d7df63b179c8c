import { createRequire } from 'node:module';
import { join, posix } from 'node:path';

import { lambdaEsbuildFlags } from '@careshift/lambdas/bundling/lambda-esbuild';
import {
  PDF_FONT_DIR,
  PDF_FONT_FILES,
  PDF_FONT_PACKAGE,
  PDF_RENDERERS_FILE,
} from '@careshift/lambdas/pdf/font-files';

import { LAMBDAS_SRC, REPO_ROOT } from './paths';

/** A file shipped beside a bundle: its absolute source path, and its path in the bundle's folder. */
export interface BundledFile {
  from: string;
  to: string;
}

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

/**
 * What an area that makes PDFs ships beside its bundle (run by CDK after esbuild): the fonts, and
 * the PDF renderers (lambdas/src/pdf/pdf-renderers.ts with pdf-lib and fontkit) bundled on their own
 * with the same esbuild settings, which lambdas/src/pdf/load-renderers.ts imports on first use.
 */
export function pdfBundlingCommands(outputDir: string): string[] {
  const copies = pdfFontFiles().flatMap(({ from, to }) => {
    const target = posix.join(outputDir, to);
    return [`mkdir -p "${posix.dirname(target)}"`, `cp "${from}" "${target}"`];
  });
  const esbuild = [
    `"${join(REPO_ROOT, 'node_modules', '.bin', 'esbuild')}"`,
    `"${join(LAMBDAS_SRC, 'pdf', 'pdf-renderers.ts')}"`,
    ...lambdaEsbuildFlags(),
    '--log-level=warning',
    `--outfile="${posix.join(outputDir, PDF_RENDERERS_FILE)}"`,
  ].join(' ');
  return [...copies, esbuild];
}
