// One lint toolchain for every workspace: TypeScript rules, import order, no import cycles,
// and caps on file length and complexity (STYLE.md 12-13).
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { tsImport } from 'tsx/esm/api';
import tseslint from 'typescript-eslint';

/** The web's feature folders (web/src/features/<area>), each one a zone of its own. */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Business rules live once, in packages/domain: a list of status names written anywhere else restates one
 * (which statuses are held, worked, invoiceable, cancellable…). The names are the domain's own
 * (packages/domain/src/status-names.ts). Refused: an array of two or more status names, and
 * `s === 'A' || s === 'B'` / `s !== 'A' && s !== 'B'`, the same set spelled as comparisons.
 */
const { STATUS_NAMES } = await tsImport('@careshift/domain/status-names', import.meta.url);
const STATUS_NAME = `/^(${STATUS_NAMES.join('|')})$/`;
const comparedToStatus = (side, operator) =>
  `[${side}.operator='${operator}'][${side}.right.value=${STATUS_NAME}]`;
const statusListsInDomain = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      statusList:
        'A list of statuses restates a business rule: name it in packages/domain (e.g. HELD_SHIFT_STATUSES) and use it from there.',
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'statusList' });
    return {
      [`ArrayExpression[elements.length>=2]:not(:has(> :not(Literal[value=${STATUS_NAME}])))`]: report,
      [`LogicalExpression[operator='||']${comparedToStatus('left', '===')}${comparedToStatus('right', '===')}`]:
        report,
      [`LogicalExpression[operator='&&']${comparedToStatus('left', '!==')}${comparedToStatus('right', '!==')}`]:
        report,
    };
  },
};

/**
 * In a Lambda bundle `@aws-sdk/lib-dynamodb` names the stand-in ElectroDB `require`s
 * (lambdas/src/bundling/electrodb-document-lib.cjs): the product's code imports the library as `#document-lib`.
 */
const DOCUMENT_LIB_BY_ITS_NAME = {
  name: '@aws-sdk/lib-dynamodb',
  message:
    "Import '#document-lib' (packages/db/package.json): in a Lambda bundle this name is ElectroDB's stand-in.",
};

/**
 * In a Lambda bundle `jsonschema` names the stand-in ElectroDB checks its models with
 * (lambdas/src/bundling/electrodb-model-validator.cjs), which validates nothing.
 */
const JSON_SCHEMA_BY_ITS_NAME = {
  name: 'jsonschema',
  message:
    "In a Lambda bundle this name is ElectroDB's model-check stand-in, which validates nothing: use zod.",
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.local/**', 'docs/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/internal-regex': '^@careshift/',
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', ['sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'max-lines': ['error', { max: 250, skipBlankLines: true }],
      complexity: ['error', 10],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests and translation tables are long by nature; the 250-line cap is for source.
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**/*.ts', 'web/src/i18n/locales/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  {
    // STYLE.md 7: a feature never imports another feature's files. What two features share lives in
    // web/src/components, web/src/hooks, web/src/app or web/src/api; only the router (web/src/app)
    // loads the features' route modules.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: WEB_FEATURES.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            // Attendance is drawn inside the shift pages (issue 34): only its public entry files.
            except: [`./${feature}`, './attendance/index.ts', './attendance/review/index.tsx'],
            message: 'A feature imports no other feature: move what both need to components, hooks or app.',
          })),
        },
      ],
    },
  },
  {
    // The product's code does not import its local deployment (local/, as infra/ is its AWS one): the
    // dependency runs from local to lambdas. Integration tests may, as they run against that deployment.
    files: ['lambdas/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [DOCUMENT_LIB_BY_ITS_NAME, JSON_SCHEMA_BY_ITS_NAME],
          patterns: [
            {
              group: ['@careshift/local', '@careshift/local/*', '**/local/src/**'],
              message: 'lambdas/src does not import the local stack: move test helpers to local/src/testing.',
            },
          ],
        },
      ],
    },
  },
  {
    // In a Lambda bundle these names are ElectroDB's stand-ins (lambdas/src/bundling/lambda-esbuild.ts).
    files: ['packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [DOCUMENT_LIB_BY_ITS_NAME, JSON_SCHEMA_BY_ITS_NAME] }],
    },
  },
  {
    // Status lists live in the domain (statusListsInDomain above). Tests are exempt: a test's literal list
    // is the expected value it pins the rule against, and the domain's own constant there would pass any change.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/domain/**', '**/*.test.ts', '**/*.test.tsx', 'test/**'],
    plugins: { domain: { rules: { 'status-lists-in-domain': statusListsInDomain } } },
    rules: { 'domain/status-lists-in-domain': 'error' },
  },
  {
    // The CommonJS files: the stand-ins ElectroDB `require`s in a Lambda bundle.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
