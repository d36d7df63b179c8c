/**
 * `npm run preflight [-- -c stage=prod -c region=eu-central-1]`: with the operator's AWS
 * credentials, checks what a first deploy and real messages need (a supported region, Lambda's
 * concurrency limit, CDK bootstrap in the product's region and us-east-1, the SES identity: verified,
 * and which stage creates it, the SES sandbox, the SMS sandbox and spend limit) and prints what is
 * missing in plain words. Read-only; exits 1 when a deploy would fail. Needs no Java.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { readStageConfig } from '../lib/config';
import type { StageConfig } from '../lib/config';
import { REPO_ROOT } from '../lib/paths';

import { readAccountFacts } from './account-facts';
import { preflightFindings, preflightReport } from './findings';
import { productFunctions } from './product-functions';

function contextFromArgs(args: readonly string[]): Record<string, string> {
  const context: Record<string, string> = {};
  args.forEach((arg, index) => {
    const pair = arg === '-c' || arg === '--context' ? args[index + 1] : undefined;
    const [key, ...value] = (pair ?? '').split('=');
    if (key && value.length > 0) context[key] = value.join('=');
  });
  return context;
}

async function main(): Promise<void> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const context: Record<string, unknown> = { ...cdkJson.context, ...contextFromArgs(process.argv.slice(2)) };
  let config: StageConfig;
  try {
    config = readStageConfig({ tryGetContext: (key: string): unknown => context[key] });
  } catch (error) {
    // A configuration synth would refuse (an unsupported region, a prod stage without alarmEmail, …).
    const text = error instanceof Error ? error.message : String(error);
    console.log(preflightReport([{ level: 'missing', text }]).text);
    process.exitCode = 1;
    return;
  }
  console.log(`Preflight for stage ${config.stage} in ${config.region} (and us-east-1 for the edge stack):`);
  const facts = await readAccountFacts({
    account: process.env.CDK_DEFAULT_ACCOUNT,
    stage: config.stage,
    region: config.region,
    mailDomain: config.mailDomain,
    mailIdentityStage: config.mailIdentity.ownerStage,
    mailIdentityExists: config.mailIdentity.exists,
    functions: productFunctions(),
  });
  const report = preflightReport(preflightFindings(facts));
  console.log(report.text);
  if (!report.ready) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
