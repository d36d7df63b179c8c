import { rgb } from 'pdf-lib';
import type { PDFDocument, PDFPage, RGB } from 'pdf-lib';

import type { PdfFonts } from './fonts';

/** A4 portrait in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;
export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.38, 0.38, 0.38);
export const RULE = rgb(0.8, 0.8, 0.8);
export const SHADE = rgb(0.94, 0.95, 0.96);

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: RGB;
}

export interface PlacedText extends TextStyle {
  /** Left edge; with `align: 'right'`, the right edge. */
  x?: number;
  align?: 'left' | 'right';
}

/** Line height of a text size. */
export function leading(size: number): number {
  return size * 1.35;
}

/**
 * Writes text top-down on A4 pages with the embedded fonts: `y` is the baseline of the next line;
 * `ensureRoom` starts a new page when what follows would run into the bottom margin.
 */
export class PdfPen {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: PdfFonts,
    /** Room kept free at the bottom of every page (a footer). */
    private readonly bottom = MARGIN,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** True when a new page was started. */
  ensureRoom(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.newPage();
    return true;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(text, style.size ?? 10);
  }

  /** Pushes the pieces of a word wider than `maxWidth` as lines (a character at the least); returns the rest. */
  private cutToWidth(word: string, maxWidth: number, style: TextStyle, lines: string[]): string {
    let current = word;
    while (this.width(current, style) > maxWidth && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && this.width(current.slice(0, cut), style) > maxWidth) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
    return current;
  }

  /** The text broken into lines no wider than `maxWidth` (words longer than that are cut). */
  wrap(text: string, maxWidth: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of oneLine(text).split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.width(candidate, style) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = this.cutToWidth(word, maxWidth, style, lines);
    }
    if (current || lines.length === 0) lines.push(current);
    return lines;
  }

  /** Draws one line at the current baseline without moving down. */
  draw(text: string, placed: PlacedText = {}, page: PDFPage = this.page, y = this.y): void {
    const size = placed.size ?? 10;
    const clean = oneLine(text);
    const x = placed.x ?? MARGIN;
    page.drawText(clean, {
      x: placed.align === 'right' ? x - this.width(clean, placed) : x,
      y,
      size,
      font: this.font(placed),
      color: placed.color ?? BLACK,
    });
  }

  /** Draws the text wrapped to `width` and moves below it. */
  write(text: string, placed: PlacedText & { width?: number; gap?: number } = {}): void {
    const size = placed.size ?? 10;
    const width = placed.width ?? A4.width - 2 * MARGIN;
    for (const line of this.wrap(text, width, placed)) {
      this.ensureRoom(leading(size));
      this.draw(line, placed);
      this.y -= leading(size);
    }
    this.y -= placed.gap ?? 0;
  }

  rule(from = MARGIN, to = A4.width - MARGIN, color = RULE): void {
    this.page.drawLine({ start: { x: from, y: this.y }, end: { x: to, y: this.y }, thickness: 0.7, color });
  }

  private font(style: TextStyle) {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }
}

/** Stored text may hold line breaks or tabs; a PDF text run may not. */
function oneLine(text: string): string {
  return text
    .replace(/[\r\n\t\f\v]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
