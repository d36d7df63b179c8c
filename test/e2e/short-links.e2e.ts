import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { shiftsList } from '@careshift/contract';
import type { ShiftPage } from '@careshift/contract';
import { shiftLink } from '@careshift/contract/short-links';

import { DESKTOP, launchBrowser, newPage } from './browser';
import { RequestDetailPage } from './pages/request-detail-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

let browser: Browser;

/**
 * Issue 33 item 3: an SMS carries `/s/{ref}`; the production server (CloudFront's twin) serves it the
 * app, which decodes the ref with no request and opens the shift's page.
 */
describe('short links in messages', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("should open a shift's page from its short link", async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    const api = await StackApi.asAdministrator(stack);
    const { body } = await api.call<ShiftPage>(shiftsList, { query: {} });
    const shift = body.items[0];
    if (!shift) throw new Error('The e2e stack has no shift');
    const link = new URL(shiftLink(stack.webUrl, shift.id));
    expect(link.pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{22}$/u);

    const { context, page } = await newPage(browser, DESKTOP);
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(admin.username, admin.password ?? '', admin.authenticatorSecret);
    await new PortalShell(page, stack.webUrl).landOn('/dashboard');

    const reply = await page.goto(link.href);
    expect(reply?.status()).toBe(200);
    const detail = new RequestDetailPage(page, stack.webUrl);
    await detail.waitForLoaded();
    expect(new URL(page.url()).pathname).toBe(`/requests/${shift.id}`);
    await context.close();
  });
});
