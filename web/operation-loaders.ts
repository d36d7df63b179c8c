import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { runnerImport } from 'vite';
import type { Plugin } from 'vite';

import type * as Contract from '@careshift/contract';

export const OPERATION_LOADERS_MODULE = 'virtual:careshift/operation-loaders';

const OPERATIONS_DIRECTORY = join(import.meta.dirname, '../packages/contract/src/operations');

/** `export const shiftGet = defineOperation({ id: 'request-get'` → the export's name and the id. */
const DEFINITION = /export const (\w+) = defineOperation\(\{\s*id: '([^']+)'/g;

/** Where each operation is defined: its id → the contract module (file name) and the export. */
export function operationDefinitions(
  directory = OPERATIONS_DIRECTORY,
): Map<string, { file: string; name: string }> {
  const found = new Map<string, { file: string; name: string }>();
  for (const file of readdirSync(directory)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'index.ts') continue;
    for (const [, name, id] of readFileSync(join(directory, file), 'utf8').matchAll(DEFINITION)) {
      if (found.has(id!)) throw new Error(`Operation ${id} is defined twice`);
      found.set(id!, { file: file.replace(/\.ts$/, ''), name: name! });
    }
  }
  return found;
}

/**
 * `virtual:careshift/operation-loaders`: for each operation id of the contract's table, a function
 * that imports only the contract module defining it. The typed client loads an operation (and its
 * zod schemas) when it is first called, so a page downloads the schemas of the calls it makes, not
 * the whole table (docs/decisions/performance/partner-phone.md).
 */
export function operationLoaders(): Plugin {
  const resolvedId = `\0${OPERATION_LOADERS_MODULE}`;
  return {
    name: 'careshift-operation-loaders',
    resolveId: (id) => (id === OPERATION_LOADERS_MODULE ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { module } = await runnerImport<typeof Contract>('@careshift/contract', {
        configFile: false,
        logLevel: 'error',
      });
      const definitions = operationDefinitions();
      const lines = module.operationList.map((operation) => {
        const definition = definitions.get(operation.id);
        if (!definition)
          throw new Error(
            `No \`export const … = defineOperation({ id: '${operation.id}'\` in contract/src/operations`,
          );
        const specifier = `@careshift/contract/operations/${definition.file}`;
        return `  ${JSON.stringify(operation.id)}: () => import(${JSON.stringify(specifier)}).then((m) => m.${definition.name}),`;
      });
      return `export const operationLoaders = {\n${lines.join('\n')}\n};\n`;
    },
  };
}

const OPERATION_MODULE = /\/packages\/contract\/src\/operations\/[^/]+\.ts$/;
/** `summary: '…',` or `summary:\n    "…",` in a defineOperation: one string literal, either quote. */
const SUMMARY = /summary:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),/g;

/**
 * The operations' summaries document the API (docs/api.md, docs/openapi.json); the browser never
 * shows them, so the web build leaves them empty instead of shipping a sentence per operation.
 */
export function operationSummariesOut(): Plugin {
  return {
    name: 'careshift-operation-summaries-out',
    apply: 'build',
    transform(code, id) {
      if (!OPERATION_MODULE.test(id)) return undefined;
      return { code: code.replace(SUMMARY, "summary: '',"), map: null };
    },
  };
}
