/**
 * The font the PDFs print with: DejaVu Sans Condensed, regular and bold (Latin, Greek, Cyrillic;
 * the Bitstream Vera licence, DejaVu's changes in the public domain), the TrueType files of
 * `dejavu-fonts-ttf`. Not Noto Sans: the Google Fonts builds store glyphs unpadded, and
 * @pdf-lib/fontkit's subsetter then writes a short `loca` table with wrong offsets, so most glyphs
 * of a subset vanish (docs/decisions/money/pdfs.md). The files are never inlined into a Lambda bundle:
 * infra copies them into `fonts/` beside the bundle of every area that makes PDFs (AREA_ACCESS
 * `pdf`), and `fonts.ts` reads them from there, or from node_modules when the code runs from source
 * (the local gateway, tests).
 */
export const PDF_FONT_PACKAGE = 'dejavu-fonts-ttf';

/** The folder beside the bundle that holds the font files. */
export const PDF_FONT_DIR = 'fonts';

export const PDF_FONT_FILES = {
  regular: { source: 'ttf/DejaVuSansCondensed.ttf', file: 'DejaVuSansCondensed.ttf' },
  bold: { source: 'ttf/DejaVuSansCondensed-Bold.ttf', file: 'DejaVuSansCondensed-Bold.ttf' },
} as const;

export type PdfFontWeight = keyof typeof PDF_FONT_FILES;

/** The PDF renderers' own bundle (lambdas/src/pdf/pdf-renderers.ts), beside an area's bundle. */
export const PDF_RENDERERS_FILE = 'pdf-renderers.mjs';
