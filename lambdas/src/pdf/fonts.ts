import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

import { PDF_FONT_DIR, PDF_FONT_FILES, PDF_FONT_PACKAGE } from './font-files';
import type { PdfFontWeight } from './font-files';

/**
 * Where a font file is: `fonts/` beside the running module when it is a Lambda bundle (infra copies
 * the files there), else the font package in node_modules (the code run from source).
 */
export function fontPath(weight: PdfFontWeight): string {
  const { source, file } = PDF_FONT_FILES[weight];
  const bundled = fileURLToPath(new URL(`${PDF_FONT_DIR}/${file}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  return createRequire(import.meta.url).resolve(`${PDF_FONT_PACKAGE}/${source}`);
}

let cached: Promise<Record<PdfFontWeight, Uint8Array>> | undefined;

/** The regular and bold font files, read once per process. */
export function pdfFontBytes(): Promise<Record<PdfFontWeight, Uint8Array>> {
  cached ??= Promise.all([readFile(fontPath('regular')), readFile(fontPath('bold'))]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Embeds the fonts in a document as subsets: only the glyphs the document draws are written. */
export async function embedPdfFonts(pdf: PDFDocument): Promise<PdfFonts> {
  const bytes = await pdfFontBytes();
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(bytes.regular, { subset: true }),
    pdf.embedFont(bytes.bold, { subset: true }),
  ]);
  return { regular, bold };
}
