import { mkdirSync, writeFileSync } from 'node:fs';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderInvoicePdf } from '@careshift/lambdas/pdf/invoice-pdf';
import { invoiceFixture } from '@careshift/lambdas/pdf/testing/invoice-fixture';

import { launchBrowser, newPage } from './browser';
import { pdfToPng } from './support/pdf-to-png';

const shots = new URL('../../.local/screenshots/', import.meta.url);

/** The PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('PDF to PNG in Chromium (issue 12: the downloaded invoice as a person sees it)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await page.goto('about:blank');
    mkdirSync(shots, { recursive: true });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it.each(['en', 'el'] as const)(
    'should draw page 1 of a %s invoice with its fonts, in a tab of its own, leaving the page where it was',
    async (lang) => {
      const pdf = await renderInvoicePdf(invoiceFixture({ lang }));
      const { png, pages, inked } = await pdfToPng(page, pdf);
      writeFileSync(new URL(`invoice-pdf-${lang}.png`, shots), png);
      expect(pages).toBe(1);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const { width, height } = pngSize(png);
      expect(height / width).toBeCloseTo(841.89 / 595.28, 2);
      // Text drawn with the embedded glyphs covers a few percent of the page; a page whose glyphs
      // went missing (a broken font subset) stays almost white.
      expect(inked).toBeGreaterThan(0.015);
      expect(page.url()).toBe('about:blank');
      expect(context.pages()).toEqual([page]);
    },
  );

  it.each(['en', 'el'] as const)(
    'should draw a %s invoice with the company VAT number, the net, the VAT at nineteen percent and the gross (issue 29)',
    async (lang) => {
      const doc = invoiceFixture({ lang });
      const pdf = await renderInvoicePdf({
        ...doc,
        company: { ...doc.company, vatNumber: 'CY10123456X' },
        vat: { net: doc.total, vat: Math.floor((doc.total * 1900 + 5000) / 10000), ratePercent: 19 },
        total: doc.total + Math.floor((doc.total * 1900 + 5000) / 10000),
      });
      const { png, pages, inked } = await pdfToPng(page, pdf);
      writeFileSync(new URL(`invoice-vat-${lang}.png`, shots), png);
      expect(pages).toBe(1);
      expect(inked).toBeGreaterThan(0.015);
    },
  );

  it('should draw a cancelled Greek invoice issued under a VAT exemption, its wording under the total', async () => {
    const pdf = await renderInvoicePdf(
      invoiceFixture({
        status: 'CANCELED',
        vat: {
          net: 370_371,
          vat: 0,
          exemption: 'Απαλλάσσεται από ΦΠΑ βάσει του άρθρου 18 του περί Φόρου Προστιθέμενης Αξίας Νόμου',
        },
      }),
    );
    const { png, inked } = await pdfToPng(page, pdf);
    writeFileSync(new URL('invoice-exempt-cancelled-el.png', shots), png);
    expect(inked).toBeGreaterThan(0.015);
  });

  it('should render the second page of a long invoice when asked', async () => {
    const pdf = await renderInvoicePdf(invoiceFixture({ lang: 'el' }, 40));
    const second = await pdfToPng(context, pdf, { page: 2 });
    writeFileSync(new URL('invoice-pdf-el-page-2.png', shots), second.png);
    expect(second.pages).toBe(2);
    expect(second.inked).toBeGreaterThan(0.015);
  });
});
