import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, newPage, screenshot } from './browser';
import { concretePath, demoIds, routesFor, signIn } from './csp-routes';
import type { DemoIds, Walker } from './csp-routes';
import { PortalShell } from './pages/sign-in-page';

const stack = inject('stack');

/** Something the browser reported on a page: a CSP violation or a React hydration problem. */
interface Finding {
  path: string;
  kind: 'csp' | 'hydration';
  text: string;
}

/** React's words for a hydration mismatch; its production build names them by error number. */
const HYDRATION =
  /hydrat|did not match|server rendered HTML|server-rendered|React error #(418|419|421|422|423|425)\b|errors\/(418|419|421|422|423|425)\b/i;
const CSP = /Content Security Policy|Content-Security-Policy|Refused to (load|execute|connect|apply|frame)/i;

/**
 * Records every `securitypolicyviolation` event (from before the page's first script), every
 * console message about the CSP and every hydration warning or error, with the path it came from.
 */
async function watch(context: BrowserContext, page: Page, findings: Finding[]): Promise<void> {
  const path = () => new URL(page.url()).pathname + new URL(page.url()).search;
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    findings.push({ path: path(), kind: 'csp', text });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (CSP.test(text)) findings.push({ path: path(), kind: 'csp', text });
    else if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(text))
      findings.push({ path: path(), kind: 'hydration', text });
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message))
      findings.push({ path: path(), kind: 'hydration', text: error.message });
  });
}

/**
 * Opens every path in a fresh page load and waits until the network is quiet. Every route of the
 * table is served: one that shows the 404 page fails the walk (after the whole walk, so all are named).
 */
async function walk(walker: Walker, paths: string[], browser: Browser): Promise<Finding[]> {
  const { context, page } = await newPage(browser);
  const findings: Finding[] = [];
  const notBuilt: string[] = [];
  try {
    await watch(context, page, findings);
    await signIn(page, stack, walker);
    for (const path of paths) {
      const response = await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      if (await new PortalShell(page, stack.webUrl).notFound.isVisible()) notBuilt.push(path);
    }
    console.log(
      `[csp] ${walker}: ${paths.length - notBuilt.length} pages, 404 on ${notBuilt.join(' ') || 'none'}`,
    );
    await screenshot(page, `csp-${walker.toLowerCase()}-last-route`);
    expect(notBuilt, `${walker}: routes of the table that show the 404 page`).toEqual([]);
  } finally {
    await context.close();
  }
  return findings;
}

describe('The production build under the production security headers', () => {
  let browser: Browser;
  let ids: DemoIds;

  beforeAll(async () => {
    browser = await launchBrowser();
    ids = await demoIds(stack);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should send the CSP and the other security headers on the page, its assets and the API', async () => {
    for (const path of ['/', '/find-a-shift', '/config.json', '/api/public/positions']) {
      const response = await fetch(`${stack.webUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
      await response.body?.cancel();
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=');
    }
  });

  it('should hydrate the prerendered landing page with no CSP violation, in English and in Greek', async () => {
    const findings = await walk('signed-out', ['/', '/?lang=el', '/', '/login'], browser);
    expect(findings).toEqual([]);
  }, 300_000);

  it.each<Walker>(['signed-out', 'SYSTEM_USER', 'OWNER', 'CLIENT', 'EMPLOYEE'])(
    'should open every route %s may open with no CSP violation or hydration warning',
    async (walker) => {
      const paths = routesFor(walker, ids);
      expect(paths.length).toBeGreaterThan(2);
      const findings = await walk(walker, paths, browser);
      console.log(`[csp] ${walker}: ${paths.length} routes, ${findings.length} findings`);
      expect(findings).toEqual([]);
    },
    600_000,
  );

  it('should fill every route parameter with a record of the demo', () => {
    for (const walker of ['SYSTEM_USER', 'OWNER', 'CLIENT', 'EMPLOYEE'] as const) {
      for (const path of routesFor(walker, ids)) expect(path, walker).not.toMatch(/:\w|unknown/);
    }
    expect(concretePath('/clients/:id/users/:userId/edit', ids, 'SYSTEM_USER')).toBe(
      `/clients/${ids.clientId}/users/${ids.clientUserId}/edit`,
    );
  });
});
