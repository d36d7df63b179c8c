import { fileURLToPath } from 'node:url';

/**
 * The esbuild settings of every Lambda bundle, in one place: AppFunction (CDK's NodejsFunction), the PDF
 * renderers bundled beside an area, and `npm run bench -- lambda-bundles` all use these, so what the
 * bench measures is what ships. Minified ESM for Node 22, `module` before `main` (tree-shakable ESM
 * builds of the SDK and zod), the SDK bundled (the version we test is the version that runs).
 */

/** Makes `require` work inside the ESM bundle for the CommonJS dependencies esbuild inlines. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Modules replaced in every bundle: the SDK's default credential chain by the environment credentials
 * Lambda provides (docs/decisions/performance/lambda-bundles.md); the document library ElectroDB
 * `require`s by a stand-in that imports nothing and hands it the one @careshift/db imported as an ES
 * module, so that esbuild does not wrap the DynamoDB client in lazy initialisers; and the JSON-schema
 * validator ElectroDB checks our models with by one that only tells a model from an entity, the models
 * being checked by the tests (both in docs/decisions/performance/partner-path-and-outbox-sender.md). No
 * code of ours imports those two names: @careshift/db imports the document library as `#document-lib`.
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': fileURLToPath(new URL('./env-credentials.ts', import.meta.url)),
  '@aws-sdk/lib-dynamodb': fileURLToPath(new URL('./electrodb-document-lib.cjs', import.meta.url)),
  jsonschema: fileURLToPath(new URL('./electrodb-model-validator.cjs', import.meta.url)),
};

/** The options for esbuild's JavaScript API (the bench). */
export const LAMBDA_ESBUILD = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  minify: true,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  alias: BUNDLE_ALIASES,
} as const;

/**
 * Code splitting (docs/decisions/performance/area-loads.md): a module the code imports with `await
 * import()` (Stripe, the SES/SNS/SSM/S3 clients, the S3 presigner, ical, file-type) goes to a file of its
 * own beside `index.mjs`, read from disk only when an operation first needs it, so a cold start
 * compiles and runs only what every request needs. In one file esbuild keeps such a module in the
 * bundle (wrapped, and with its shared SDK code no longer tree-shaken): loading grew instead of shrank.
 * Chunks sit beside `index.mjs` (not in a folder), so `import.meta.url` is the bundle's folder in every
 * file (the PDF renderers and fonts are looked up beside the bundle).
 */
export const LAMBDA_SPLITTING = {
  splitting: true,
  entryNames: 'index',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
} as const;

/** The splitting settings as esbuild command-line flags, with the folder the files go to. */
export function lambdaSplittingFlags(outdir: string): string[] {
  return [
    '--splitting',
    `--outdir="${outdir}"`,
    `--entry-names=${LAMBDA_SPLITTING.entryNames}`,
    `--chunk-names="${LAMBDA_SPLITTING.chunkNames}"`,
    `--out-extension:.js=${LAMBDA_SPLITTING.outExtension['.js']}`,
  ];
}

/** The same settings as esbuild command-line flags (the PDF renderers' build command). */
export function lambdaEsbuildFlags(): string[] {
  return [
    '--bundle',
    `--platform=${LAMBDA_ESBUILD.platform}`,
    `--format=${LAMBDA_ESBUILD.format}`,
    `--target=${LAMBDA_ESBUILD.target}`,
    '--minify',
    `--main-fields=${LAMBDA_ESBUILD.mainFields.join(',')}`,
    `--banner:js="${ESM_REQUIRE_BANNER}"`,
    ...Object.entries(BUNDLE_ALIASES).map(([name, path]) => `--alias:${name}="${path}"`),
  ];
}
