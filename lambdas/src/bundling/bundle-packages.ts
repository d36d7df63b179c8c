/**
 * The npm packages an esbuild bundle carries, read from its metafile (`metafile: true`): what the
 * partner-path Lambda must not carry is checked against these, in the infra tests and the bench.
 */

/** esbuild's metafile, as far as this reads it: each output's inputs and the bytes each left in it. */
export interface BundleMetafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

/** Code a partner's first request must not load (issue 37): Stripe, SES, SNS, S3, PDFs, phone metadata. */
export const PARTNER_PATH_EXCLUDED_PACKAGES: readonly string[] = [
  'stripe',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-sns',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@aws-sdk/s3-presigned-post',
  '@aws-sdk/s3-request-presigner',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'libphonenumber-js',
];

/** The package an input path belongs to (`…/node_modules/@scope/name/…` → `@scope/name`), else undefined. */
export function packageOfInput(path: string): string | undefined {
  const parts = path.split('node_modules/');
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  if (!last) return undefined;
  const [first, second] = last.split('/');
  return first?.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * Every package with code in the bundle, sorted. esbuild's top-level `inputs` also lists modules it
 * read and then dropped (tree-shaken), so only inputs that left bytes in an output count.
 */
export function bundledPackages(metafile: BundleMetafile): string[] {
  const kept = Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
  const names = kept.map(packageOfInput);
  return [...new Set(names.filter((name): name is string => Boolean(name)))].sort();
}

/** The excluded packages a bundle carries anyway (empty when it is clean). */
export function excludedPackagesIn(
  metafile: BundleMetafile,
  excluded: readonly string[] = PARTNER_PATH_EXCLUDED_PACKAGES,
): string[] {
  return bundledPackages(metafile).filter((name) => excluded.includes(name));
}
