import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, PHONE, screenshot } from './browser';
import { demoIds, routesFor, signIn } from './csp-routes';

const stack = inject('stack');

/** WCAG 2.5.5 (AAA) and Apple's and Google's guides: a finger needs 44×44 CSS px. */
const MIN = 44;
/** A phone's browser: the app banner (with its checkbox) shows only there. */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

let browser: Browser;

/**
 * Every visible interactive element of the page that is smaller than 44×44 CSS px. A control's
 * target includes its <label> (a tap on the label works the control, as Cloudscape's checkboxes,
 * radios and toggles do with their hidden native inputs), and an element inside a larger
 * interactive one (an icon in a button) is the larger one's.
 */
function smallTargets(page: Page, min: number, root = '.ps-shell'): Promise<string[]> {
  return page.evaluate(
    ([size, within]) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[role="combobox"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const shown = (element: Element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        if (element.closest('[aria-hidden="true"], [inert]')) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      };
      const targetBox = (element: Element) => {
        const label =
          element.closest('label') ??
          (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
        const own = element.getBoundingClientRect();
        const area = label ? label.getBoundingClientRect() : own;
        return { width: Math.max(own.width, area.width), height: Math.max(own.height, area.height) };
      };
      const named = (element: Element, width: number, height: number) => {
        const name =
          element.getAttribute('aria-label') ??
          (element as HTMLElement).innerText?.trim().slice(0, 40) ??
          element.getAttribute('name') ??
          '';
        return `${location.pathname}: <${element.tagName.toLowerCase()}${
          element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''
        }> "${name}" ${Math.round(width)}×${Math.round(height)}`;
      };
      const offenders: string[] = [];
      const scope = document.querySelector(within);
      for (const element of Array.from(scope?.querySelectorAll(selector) ?? [])) {
        if (!shown(element)) continue;
        if (element.parentElement?.closest(selector)) continue;
        // The skip link is off the screen until it has the focus.
        if (element.getBoundingClientRect().bottom <= 0) continue;
        const { width, height } = targetBox(element);
        if (width < size - 0.5 || height < size - 0.5) offenders.push(named(element, width, height));
      }
      return offenders;
    },
    [min, root] as const,
  );
}

/** Issue 32, item 3: every partner page on a 390 px phone, each target measured. */
describe("The partner's touch targets on a phone", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should make every interactive target on every partner page at least 44×44 CSS px', async () => {
    const ids = await demoIds(stack);
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'en-GB',
      timezoneId: 'Asia/Nicosia',
      userAgent: IPHONE,
    });
    const page = await context.newPage();
    try {
      await signIn(page, stack, 'EMPLOYEE');
      const offenders: string[] = [];
      for (const path of routesFor('EMPLOYEE', ids)) {
        await page.goto(`${stack.webUrl}${path}`);
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
        // The partner's pages are the ones in the partner's shell (not the public landing page).
        if (!(await page.locator('.ps-shell').count())) continue;
        // Lists and details arrive after the heading: measure once nothing is loading.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        offenders.push(...(await smallTargets(page, MIN)));
        await screenshot(
          page,
          `partner-touch${path.replace(/\/[^/]*-[0-9a-f-]{8,}[^/]*/g, '/id').replace(/\//g, '-')}`,
          {
            axe: false,
          },
        );
        // The phone menu's links too.
        const menu = page.getByRole('button', { name: 'Open side navigation' });
        if (await menu.isVisible()) {
          await menu.click();
          await page.waitForTimeout(200);
          offenders.push(...(await smallTargets(page, MIN, '.ps-navigation')).map((line) => `menu ${line}`));
          await page.keyboard.press('Escape');
        }
      }
      await screenshot(page, 'partner-touch-targets-phone', { axe: false });
      expect([...new Set(offenders)]).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
