import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { BASE_THEME, partnerBaseTheme, shellContexts } from './base-theme-split';
import { COMPONENT_METRICS } from './cloudscape-metrics-stand-in';
import IntlMessageFormat from './intl-messageformat-stand-in';
import { FONT_FACE, GLOBAL_STYLES } from './self-hosted-fonts';

/**
 * The build replaces or trims Cloudscape internals by their path in node_modules (vite.config.ts). An
 * upgrade that moves one, or changes its shape, would silently switch the replacement off (or break
 * the page): these tests read the installed files and fail first.
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const read = (path: string) => readFileSync(path, 'utf8');
const toolkit = packageDir('@cloudscape-design/component-toolkit');
const components = packageDir('@cloudscape-design/components');

describe('Cloudscape internals the build replaces', () => {
  it('should find useComponentMetrics where the stand-in replaces it, and the components calling it from there', () => {
    const metrics = join(toolkit, 'mjs/internal/base-component/component-metrics.js');
    expect(COMPONENT_METRICS.test(metrics)).toBe(true);
    expect(read(metrics)).toMatch(/export function useComponentMetrics\(/);
    // The browser build resolves '@cloudscape-design/component-toolkit/internal' to the ES build's index.
    const manifest = JSON.parse(read(join(toolkit, 'package.json'))) as {
      exports: Record<string, { default?: string }>;
    };
    expect(manifest.exports['./internal']?.default).toBe('./mjs/internal/index.js');
    expect(read(join(toolkit, 'mjs/internal/index.js'))).toContain(
      "export { useComponentMetrics } from './base-component/component-metrics.js'",
    );
    const baseComponent = read(join(components, 'internal/hooks/use-base-component/index.js'));
    expect(baseComponent).toMatch(
      /useComponentMetrics[\s\S]*from '@cloudscape-design\/component-toolkit\/internal'/,
    );
  });

  it('should find the base theme the split trims, with the rules it drops and moves', () => {
    const path = join(components, 'internal/base-theme/styles.scoped.css');
    expect(BASE_THEME.test(path)).toBe(true);
    const css = read(path);
    const partner = partnerBaseTheme(css);
    const shell = shellContexts(css);
    // The compact mode, the high-contrast header and the TopNavigation context are top-level rules of
    // the layer: the split drops or moves them. (The dark mode's rules sit inside `@media not print`,
    // which the split does not enter: they stay, 7 small rules.)
    expect(partner.length).toBeLessThan(css.length * 0.6);
    expect(css).toMatch(/awsui-compact-mode[\s\S]*awsui-context-content-header/);
    expect(partner).not.toMatch(
      /awsui-compact-mode|awsui-context-content-header|awsui-context-top-navigation/,
    );
    expect(shell).toContain('awsui-context-top-navigation');
    expect(shell).toContain('awsui-context-flashbar');
    // The light-mode tokens stay for every page.
    expect(partner).toContain('--color-background-layout-main');
  });

  it('should find the @font-face rules the self-hosted fonts take out of the global styles', () => {
    // global-styles exports no package.json: it sits beside the components package.
    const path = join(dirname(components), 'global-styles', 'index.css');
    expect(GLOBAL_STYLES.test(path)).toBe(true);
    const css = read(path);
    expect(css.match(FONT_FACE)?.length ?? 0).toBeGreaterThan(0);
    expect(css.replace(FONT_FACE, '')).not.toContain('@font-face');
  });

  it("should stand in for intl-messageformat the way Cloudscape's error-boundary fallback calls it", () => {
    const fallback = read(join(components, 'error-boundary/fallback.js'));
    expect(fallback).toContain("import IntlMessageFormat from 'intl-messageformat';");
    expect(fallback).toMatch(/new IntlMessageFormat\(\w+\)\.format\(/);
    expect(new IntlMessageFormat('Something went wrong').format()).toBe('Something went wrong');
  });
});
