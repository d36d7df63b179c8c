import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { fontPath, pdfFontBytes } from './fonts';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceFixture } from './testing/invoice-fixture';

const GREEK = 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώΆΈΉΊΌΎΏϊϋΐΰ΄«»';
const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÀÉÖàéöüçñ0123456789€–—·';

/** The font programs a PDF embeds (FontFile2 streams), parsed again with fontkit. */
async function embeddedFonts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const ref = object.get(PDFName.of('FontFile2'));
    const file = ref ? pdf.context.lookup(ref) : undefined;
    if (file instanceof PDFRawStream)
      fonts.push(fontkit.create(Buffer.from(decodePDFRawStream(file).decode())));
  }
  return fonts;
}

describe('PDF fonts', () => {
  it('should read the font files from the font package when the code runs from source', async () => {
    expect(fontPath('regular')).toMatch(/node_modules\/dejavu-fonts-ttf\/ttf\/DejaVuSansCondensed\.ttf$/);
    const bytes = await pdfFontBytes();
    expect(await pdfFontBytes()).toBe(bytes);
  });

  it('should have a glyph for every Greek and Latin letter in both weights', async () => {
    const bytes = await pdfFontBytes();
    for (const weight of [bytes.regular, bytes.bold]) {
      const font = fontkit.create(Buffer.from(weight));
      const missing = [...(GREEK + LATIN)].filter(
        (char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
      );
      expect(missing).toEqual([]);
    }
  });

  it('should embed subsets whose every drawn glyph keeps its outline', async () => {
    // fontkit's subsetter writes a short `loca` table; with a font whose glyphs are stored unpadded
    // (odd lengths, as in the Google Fonts builds of Noto Sans) the offsets go wrong and glyphs vanish.
    const fonts = await embeddedFonts(await renderInvoicePdf(invoiceFixture()));
    expect(fonts).toHaveLength(2);
    for (const font of fonts) {
      expect(font.numGlyphs).toBeLessThan(200);
      const outlines = Array.from({ length: font.numGlyphs - 1 }, (_, index) => font.getGlyph(index + 1));
      const empty = outlines.filter((glyph) => glyph.path.toSVG() === '');
      // The space and the no-break space have no outline; every other glyph does.
      expect(empty.length).toBeLessThanOrEqual(2);
      expect(outlines.length - empty.length).toBeGreaterThan(30);
    }
  });
});
