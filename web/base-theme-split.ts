import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Plugin } from 'vite';

/** Cloudscape's base theme: its design tokens as custom properties, for every mode and context. */
export const BASE_THEME = /@cloudscape-design\/components\/internal\/base-theme\/styles\.scoped\.css(\?.*)?$/;

/** The stylesheet of the contexts only the administrators' and organisations' shell uses. */
export const SHELL_CONTEXTS_MODULE = 'virtual:careshift/shell-contexts.css';

/**
 * Rules for what the app never turns on: the dark and compact modes (no applyMode/applyDensity call)
 * and the high-contrast content header (no `headerVariant="high-contrast"`).
 */
const NEVER_USED = /awsui-dark-mode|awsui-compact-mode|awsui-context-content-header/;
/** Contexts of TopNavigation and Flashbar, which only web/src/app/shell/app-shell.tsx renders. */
const SHELL_ONLY = /awsui-context-top-navigation|awsui-context-flashbar/;

/** The top-level rules inside the base theme's `@layer awsui-base-theme { … }`, with its wrapper. */
function splitRules(css: string): { before: string; rules: string[]; after: string } {
  const layer = css.indexOf('@layer');
  const open = css.indexOf('{', layer);
  const close = css.lastIndexOf('}');
  if (layer < 0 || open < 0 || close < open) throw new Error('base-theme-split: no @layer in the base theme');
  const inner = css.slice(open + 1, close);
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < inner.length; index += 1) {
    if (inner[index] === '{') depth += 1;
    else if (inner[index] === '}' && --depth === 0) {
      rules.push(inner.slice(start, index + 1));
      start = index + 1;
    }
  }
  return { before: css.slice(0, open + 1), rules, after: inner.slice(start) + css.slice(close) };
}

const selectorOf = (rule: string) => rule.slice(0, rule.indexOf('{'));

/** The base theme without the rules the partner's pages never use. */
export function partnerBaseTheme(css: string): string {
  const { before, rules, after } = splitRules(css);
  const kept = rules.filter(
    (rule) => !NEVER_USED.test(selectorOf(rule)) && !SHELL_ONLY.test(selectorOf(rule)),
  );
  return `${before}${kept.join('')}${after}`;
}

/** The TopNavigation and Flashbar contexts, in the same cascade layer. */
export function shellContexts(css: string): string {
  const { before, rules, after } = splitRules(css);
  const moved = rules.filter(
    (rule) => SHELL_ONLY.test(selectorOf(rule)) && !NEVER_USED.test(selectorOf(rule)),
  );
  return `${before}${moved.join('')}${after}`;
}

/**
 * Cloudscape's base theme is 198 kB (28 kB gzip) of custom properties in every portal stylesheet, a
 * third of it for dark and compact modes and a high-contrast header the app never uses, and the contexts of TopNavigation
 * and Flashbar, which only the administrators' and organisations' AppShell renders. This plugin drops
 * the modes and moves those contexts to `virtual:careshift/shell-contexts.css`, which AppShell
 * imports (docs/decisions/performance/partner-phone.md).
 */
export function baseThemeSplit(): Plugin {
  const resolvedId = `\0${SHELL_CONTEXTS_MODULE}`;
  return {
    name: 'careshift-base-theme-split',
    enforce: 'pre',
    resolveId: (id) => (id === SHELL_CONTEXTS_MODULE ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const require = createRequire(import.meta.url);
      const components = dirname(require.resolve('@cloudscape-design/components/package.json'));
      return shellContexts(readFileSync(join(components, 'internal/base-theme/styles.scoped.css'), 'utf8'));
    },
    transform(code, id) {
      if (!BASE_THEME.test(id)) return undefined;
      return { code: partnerBaseTheme(code), map: null };
    },
  };
}
