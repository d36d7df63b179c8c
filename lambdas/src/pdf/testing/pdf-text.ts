import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page as a PDF reader extracts it (pdf.js, the engine of Firefox's viewer): proves
 * the embedded fonts map their glyphs back to the characters typed (ToUnicode), Greek included.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  // A copy as a plain Uint8Array: pdf.js refuses a Buffer and detaches what it is given.
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const content = await (await doc.getPage(number)).getTextContent();
      const lines: string[] = [];
      for (const item of content.items)
        if ('str' in item) lines.push(item.hasEOL ? `${item.str}\n` : item.str);
      pages.push(lines.join(' ').replace(/ *\n */g, '\n'));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
