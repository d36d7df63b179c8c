import { describe, expect, it } from 'vitest';

import { IMPLEMENTED_PORTAL_PATHS } from '../paths';

import { NAVIGATION, navigationFor } from './navigation';
import type { NavEntry } from './navigation';

const hrefs = (entries: readonly NavEntry[]) =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry.href] : entry.items.map((item) => item.href)));

describe('navigationFor', () => {
  it('should show an administrator the dashboard and, under Settings, positions', () => {
    const entries = navigationFor('SYSTEM_USER', new Set(['/dashboard', '/positions']));
    expect(entries.map((entry) => entry.label)).toEqual(['dashboard', 'settings']);
    expect(hrefs(entries)).toEqual(['/dashboard', '/positions']);
  });

  it('should list Manage Claims under Settings for administrators only', () => {
    const all = new Set(hrefs(NAVIGATION));
    const settings = navigationFor('SYSTEM_USER', all).find((entry) => entry.label === 'settings');
    expect(settings?.kind === 'section' && settings.items.map((item) => item.href)).toEqual([
      '/configuration',
      '/systemUsers',
      '/positions',
      '/manage-claims',
    ]);
    for (const role of ['CLIENT', 'EMPLOYEE', 'OWNER'] as const) {
      expect(hrefs(navigationFor(role, all))).not.toContain('/manage-claims');
    }
    expect(IMPLEMENTED_PORTAL_PATHS.has('/manage-claims')).toBe(true);
  });

  it('should never link to a page this build does not have', () => {
    for (const role of ['SYSTEM_USER', 'CLIENT', 'EMPLOYEE', 'OWNER'] as const) {
      for (const href of hrefs(navigationFor(role, IMPLEMENTED_PORTAL_PATHS))) {
        expect(IMPLEMENTED_PORTAL_PATHS.has(href)).toBe(true);
      }
    }
  });

  it('should give each role only its own entries once their pages exist', () => {
    const all = new Set(hrefs(NAVIGATION));
    expect(hrefs(navigationFor('EMPLOYEE', all))).toEqual([
      '/profile',
      '/find-a-shift',
      '/my-requests',
      '/invitations',
      '/invoices',
      '/feature-ideas',
      '/faq',
      '/contact-us',
    ]);
    expect(hrefs(navigationFor('CLIENT', all))).toEqual([
      '/account',
      '/requests',
      '/timesheets',
      '/invoices',
      '/feature-ideas',
      '/faq',
      '/contact-us',
    ]);
    expect(navigationFor(undefined, all)).toEqual([]);
  });
});
