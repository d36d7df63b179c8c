import { writeFileSync } from 'node:fs';
import { mergeConfig } from 'vite';
import base from './vite.config';
export default mergeConfig(base, {
  build: { outDir: '/tmp/perf-web-dist', emptyOutDir: true },
  plugins: [{
    name: 'dump',
    generateBundle(_o: unknown, bundle: Record<string, any>) {
      const out: Record<string, unknown> = {};
      for (const [file, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk') { out[file] = { asset: true, size: String(c.source).length }; continue; }
        out[file] = { entry: c.isEntry, dyn: c.isDynamicEntry, facade: c.facadeModuleId, imports: c.imports, dynamicImports: c.dynamicImports, css: [...(c.viteMetadata?.importedCss ?? [])], size: c.code.length,
          modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]: [string, any]) => [id, m.renderedLength])) };
      }
      writeFileSync('/tmp/perf-web-bundle.json', JSON.stringify(out));
    },
  }],
});
