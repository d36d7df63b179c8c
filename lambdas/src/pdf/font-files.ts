/**
 * The font the PDFs print with: Noto Sans (Latin, Greek, Cyrillic; SIL Open Font Licence 1.1), the
 * static TrueType files of `@expo-google-fonts/noto-sans`. The files are never inlined into a
 * Lambda bundle: infra copies them into `fonts/` beside the bundle of every area that makes PDFs
 * (AREA_ACCESS `pdf`), and `fonts.ts` reads them from there, or from node_modules when the code runs
 * from source (the local gateway, tests).
 */
export const PDF_FONT_PACKAGE = '@expo-google-fonts/noto-sans';

/** The folder beside the bundle that holds the font files. */
export const PDF_FONT_DIR = 'fonts';

export const PDF_FONT_FILES = {
  regular: { source: '400Regular/NotoSans_400Regular.ttf', file: 'NotoSans-Regular.ttf' },
  bold: { source: '700Bold/NotoSans_700Bold.ttf', file: 'NotoSans-Bold.ttf' },
} as const;

export type PdfFontWeight = keyof typeof PDF_FONT_FILES;
