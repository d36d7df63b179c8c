import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { describe, expect, it } from 'vitest';

import { ENV, operationList } from '@careshift/contract';
import type { Area } from '@careshift/contract';
import { PDF_FONT_DIR, PDF_FONT_FILES, PDF_RENDERERS_FILE } from '@careshift/lambdas/pdf/font-files';

import { AREA_ACCESS } from '../lib/area-access';
import { AppFunction } from '../lib/constructs/app-function';
import { AreaFunctions } from '../lib/constructs/area-functions';
import { DocumentsBucket } from '../lib/constructs/documents-bucket';
import { createAccessLogBucket } from '../lib/constructs/private-bucket';
import { SingleTable } from '../lib/constructs/single-table';
import { LAMBDAS_SRC, REPO_ROOT } from '../lib/paths';
import { pdfBundlingCommands } from '../lib/pdf-fonts';

import { cdkJsonContext, resourcesOf } from './support/test-app';

const FONT_FILES = Object.values(PDF_FONT_FILES).map(({ file }) => `${PDF_FONT_DIR}/${file}`);
const KiB = 1024;

function bundlingApp() {
  const app = new App({ context: cdkJsonContext(), builtinCloudFormationValidation: false });
  return { app, stack: new Stack(app, 'PdfFontsTest', { env: { region: 'eu-central-1' } }) };
}

/** The folders of the bundles a synth wrote (each holds an index.mjs). */
function bundleDirs(directory: string): string[] {
  return readdirSync(directory)
    .map((name) => join(directory, name))
    .filter((dir) => existsSync(join(dir, 'index.mjs')));
}

/** One area's Lambda, bundled as the API stack bundles it. */
function synthArea(area: Area) {
  const { app, stack } = bundlingApp();
  const logs = createAccessLogBucket(stack, 'Logs', { retain: false });
  new AreaFunctions(stack, 'Areas', {
    stage: 'dev',
    operations: operationList.filter((operation) => operation.area === area),
    access: AREA_ACCESS,
    table: new SingleTable(stack, 'Table', { retain: false }),
    documents: new DocumentsBucket(stack, 'Docs', { retain: false, accessLogs: logs, appOrigin: undefined }),
    userPool: new UserPool(stack, 'Pool'),
    userPoolClientId: 'client-id',
    mail: { mailFrom: 'no-reply@careshift.cy', mailDomain: 'careshift.cy', stage: 'dev' },
    smsCountryCodes: ['+357'],
    contactInbox: 'info@careshift.cy',
    link: { appUrl: 'https://app.careshift.cy', parameterName: '/careshift/dev/app-url' },
    heedIntakeUrl: 'https://intake.heed.example/careshift/partners',
    company: { [ENV.companyName]: 'CareShift Ltd', [ENV.companyAddress]: 'Nicosia|Cyprus' },
    retain: false,
  });
  const assembly = app.synth();
  const [bundle, ...others] = bundleDirs(assembly.directory);
  expect(others).toEqual([]);
  const template = Template.fromJSON(
    assembly.getStackByName(stack.stackName).template as Record<string, unknown>,
  );
  const environment = resourcesOf(template, 'AWS::Lambda::Function')
    .map(([, fn]) => fn.Properties.Environment as { Variables?: Record<string, string> } | undefined)
    .find((env) => env?.Variables?.[ENV.tableName]);
  const variables = environment?.Variables ?? {};
  return { bundle: String(bundle), variables };
}

/** The areas that make PDFs and have a Lambda in this build (an operation in the contract and a handler). */
const PDF_AREAS = (Object.keys(AREA_ACCESS) as Area[])
  .filter((area) => AREA_ACCESS[area].pdf)
  .filter((area) => operationList.some((operation) => operation.area === area))
  .filter((area) => existsSync(join(LAMBDAS_SRC, area, 'handler.ts')));

describe('PDF fonts beside the bundles', () => {
  it('should mark the shifts and invoices areas as the ones that make PDFs', () => {
    const marked = (Object.keys(AREA_ACCESS) as Area[]).filter((area) => AREA_ACCESS[area].pdf).sort();
    expect(marked).toEqual(['invoices', 'shifts']);
    expect(PDF_AREAS).toContain('shifts');
  });

  it.each(PDF_AREAS)(
    'should ship the fonts and the PDF renderers beside the %s bundle, not inside it, with the company details set',
    (area) => {
      const { bundle, variables } = synthArea(area);
      for (const file of FONT_FILES) expect(statSync(join(bundle, file)).size).toBeGreaterThan(500 * KiB);
      // A font inlined by a loader would appear base64-encoded in the code.
      const code = readFileSync(join(bundle, 'index.mjs'), 'utf8');
      const font = readFileSync(join(bundle, FONT_FILES[0] ?? ''));
      expect(code).not.toContain(font.subarray(3000, 3060).toString('base64'));
      // pdf-lib and fontkit (over a megabyte) are in the renderers' own file, loaded on a PDF download.
      const renderers = statSync(join(bundle, PDF_RENDERERS_FILE)).size;
      expect(renderers).toBeGreaterThan(1000 * KiB);
      expect(code.length).toBeLessThan(statSync(join(bundle, PDF_RENDERERS_FILE)).size);
      expect(variables).toMatchObject({
        [ENV.companyName]: 'CareShift Ltd',
        [ENV.companyAddress]: 'Nicosia|Cyprus',
      });
    },
  );

  it('should ship no fonts and no company details with an area that makes no PDFs', () => {
    const { bundle, variables } = synthArea('positions');
    expect(existsSync(join(bundle, PDF_FONT_DIR))).toBe(false);
    expect(variables[ENV.companyName]).toBeUndefined();
  });

  it('should load the PDF renderers and the fonts from beside the bundle when the bundled code runs', async () => {
    const { app, stack } = bundlingApp();
    new AppFunction(stack, 'Pdf', {
      entry: join(REPO_ROOT, 'infra', 'test', 'fixtures', 'pdf-font-job.ts'),
      description: 'pdf fonts',
      retain: false,
      afterBundling: pdfBundlingCommands,
    });
    const [bundle] = bundleDirs(app.synth().directory);
    const { handler } = (await import(pathToFileURL(join(String(bundle), 'index.mjs')).href)) as {
      handler: () => Promise<{ regular: string; bold: string; fontBytes: number; pdf: string }>;
    };
    const found = await handler();
    expect(found.regular).toBe(join(String(bundle), FONT_FILES[0] ?? ''));
    expect(found.bold).toBe(join(String(bundle), FONT_FILES[1] ?? ''));
    expect(found.fontBytes).toBeGreaterThan(1000 * KiB);
    expect(found.pdf.startsWith('%PDF-')).toBe(true);
    expect(found.pdf.length).toBeGreaterThan(5000);
  });
});
