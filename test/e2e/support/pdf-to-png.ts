import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { BrowserContext, Page } from 'playwright-core';

/** A made-up origin served from node_modules by route interception: nothing leaves the browser. */
const ORIGIN = 'http://pdf-renderer.invalid';

const RENDER_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><style>body{margin:0;background:#fff}canvas{display:block}</style></head>
<body><canvas id="page"></canvas>
<script type="module">
import * as pdfjs from '/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
window.renderPdfPage = async (base64, pageNumber, scale) => {
  const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const doc = await pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: false }).promise;
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const canvas = document.getElementById('page');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport }).promise;
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let inked = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] < 600) inked += 1;
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, inked: inked / (pixels.length / 4) };
};
window.rendererReady = true;
</script></body></html>`;

function pdfjsFile(name: 'pdf.mjs' | 'pdf.worker.mjs'): Buffer {
  return readFileSync(createRequire(import.meta.url).resolve(`pdfjs-dist/build/${name}`));
}

export interface RenderedPdfPage {
  png: Buffer;
  /** How many pages the PDF has. */
  pages: number;
  /** The share of the page's pixels that are not white (0 for a blank page). */
  inked: number;
}

export interface PdfToPngOptions {
  /** 1-based (default 1). */
  page?: number;
  /** CSS pixels per PDF point (default 1.5: an A4 page is about 893 × 1263). */
  scale?: number;
}

/**
 * Renders one page of a PDF to PNG bytes with pdf.js inside Chromium, in a new tab of the given
 * page's (or context's) browser context, the way a person sees the file: embedded fonts drawn by
 * the browser. pdf.js and its worker are served from node_modules by route interception on a
 * made-up origin; any other request of that tab is aborted, so nothing reaches the network.
 */
export async function pdfToPng(
  owner: Page | BrowserContext,
  pdf: Uint8Array,
  options: PdfToPngOptions = {},
): Promise<RenderedPdfPage> {
  const context = 'newPage' in owner ? owner : owner.context();
  const tab = await context.newPage();
  try {
    await tab.route('**/*', async (route) => {
      const { pathname, origin } = new URL(route.request().url());
      if (origin !== ORIGIN) return route.abort();
      if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: RENDER_PAGE });
      if (pathname === '/pdf.mjs' || pathname === '/pdf.worker.mjs')
        return route.fulfill({
          contentType: 'text/javascript',
          body: pdfjsFile(pathname === '/pdf.mjs' ? 'pdf.mjs' : 'pdf.worker.mjs'),
        });
      return route.abort();
    });
    await tab.goto(`${ORIGIN}/`);
    await tab.waitForFunction(
      () => (window as unknown as { rendererReady?: boolean }).rendererReady === true,
    );
    const rendered = await tab.evaluate(
      async ([base64, pageNumber, scale]) =>
        (
          window as unknown as {
            renderPdfPage: (
              data: string,
              page: number,
              scale: number,
            ) => Promise<{ pages: number; inked: number }>;
          }
        ).renderPdfPage(base64, pageNumber, scale),
      [Buffer.from(pdf).toString('base64'), options.page ?? 1, options.scale ?? 1.5] as const,
    );
    const png = await tab.locator('#page').screenshot({ type: 'png' });
    return { png, ...rendered };
  } finally {
    await tab.close();
  }
}
