import type { Plugin } from 'vite';

/** Stylesheets mean nothing to the prerender (the build links them into index.html itself). */
export function skipCss(): Plugin {
  const emptyId = '\0careshift-empty-css';
  return {
    name: 'careshift-skip-css',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('.css') ? emptyId : undefined),
    load: (id) => (id === emptyId ? 'export default {};' : undefined),
  };
}
