import { capacityFindings } from './capacity-findings';
import { mailFindings } from './mail-findings';
import type { ProductFunctions } from './product-functions';

/** What preflight found out about the account; `undefined` means it could not be read. */
export interface PreflightFacts {
  account: string | undefined;
  /** The stage and region being checked (config: stage, region). */
  stage: string;
  region: string;
  /** The stage that creates the SES identity (careshift:mailIdentityStage); the others import it. */
  mailIdentityStage: string;
  /** careshift:mailIdentityExists: the identity was made outside this app, every stage imports it. */
  mailIdentityExists: boolean;
  /** The functions one stage of the product runs. */
  functions: ProductFunctions;
  /** Lambda's concurrency in the region (lambda:GetAccountSettings). */
  lambdaConcurrency: { limit: number; unreserved: number } | undefined;
  /** The product's region and us-east-1 (the edge stack), with the CDK bootstrap version found. */
  bootstrap: { region: string; version: number | undefined; error?: string }[];
  mailDomain: string;
  /** SES verification status of the domain identity; 'MISSING' before the first deploy. */
  sesIdentity: string | undefined;
  /**
   * The CloudFormation stack that holds the identity: null when it exists outside CloudFormation
   * (set up by hand), undefined when unknown (missing identity, or CloudFormation unreadable).
   */
  sesIdentityStack: string | null | undefined;
  /** False while the account is in the SES sandbox. */
  sesProductionAccess: boolean | undefined;
  smsSandbox: boolean | undefined;
  /** The account's SMS spend limit in USD a month (AWS's default is 1). */
  smsSpendLimitUsd: number | undefined;
  /** Set when the credentials could not be used at all. */
  credentialsError?: string;
}

export type FindingLevel = 'ok' | 'todo' | 'missing';

/** One line of the report: `missing` blocks a deploy, `todo` blocks real messages, `ok` is done. */
export interface Finding {
  level: FindingLevel;
  text: string;
}

/** The lowest bootstrap version this app's CDK deploys with (modern synthesizer). */
export const MIN_BOOTSTRAP_VERSION = 6;

function bootstrapFindings(facts: PreflightFacts): Finding[] {
  return facts.bootstrap.map(({ region, version, error }) => {
    const target = `aws://${facts.account ?? '<account-id>'}/${region}`;
    if (version === undefined)
      return {
        level: 'missing',
        text: `CDK is not bootstrapped in ${region}${error ? ` (${error})` : ''}: run \`npx cdk bootstrap ${target}\`.`,
      };
    if (version < MIN_BOOTSTRAP_VERSION)
      return {
        level: 'missing',
        text: `CDK bootstrap in ${region} is version ${version}, older than ${MIN_BOOTSTRAP_VERSION}: run \`npx cdk bootstrap ${target}\` again.`,
      };
    return { level: 'ok', text: `CDK is bootstrapped in ${region} (version ${version}).` };
  });
}

function smsFindings(facts: PreflightFacts): Finding[] {
  const sandbox: Finding =
    facts.smsSandbox === false
      ? { level: 'ok', text: 'SMS is out of the sandbox: sign-in codes reach any allowed number.' }
      : {
          level: 'todo',
          text:
            facts.smsSandbox === true
              ? 'SMS is in the sandbox: only verified destination numbers get sign-in codes. Request to leave it (README, "SMS").'
              : 'Could not read whether SMS is in the sandbox.',
        };
  const limit = facts.smsSpendLimitUsd;
  const spend: Finding =
    limit === undefined
      ? { level: 'todo', text: 'Could not read the SMS spend limit.' }
      : limit <= 1
        ? {
            level: 'todo',
            text: `The SMS spend limit is ${limit} USD a month (AWS's default): raise it through AWS Support, then set it (README, "SMS").`,
          }
        : { level: 'ok', text: `The SMS spend limit is ${limit} USD a month.` };
  return [sandbox, spend];
}

/** Turns the facts into plain-worded findings, blocking ones first. */
export function preflightFindings(facts: PreflightFacts): Finding[] {
  if (facts.credentialsError)
    return [
      {
        level: 'missing',
        text: `No usable AWS credentials (${facts.credentialsError}): configure a profile (aws configure / AWS_PROFILE) and run again.`,
      },
    ];
  const findings = [
    ...capacityFindings(facts),
    ...bootstrapFindings(facts),
    ...mailFindings(facts),
    ...smsFindings(facts),
  ];
  const order: Record<FindingLevel, number> = { missing: 0, todo: 1, ok: 2 };
  return findings.sort((a, b) => order[a.level] - order[b.level]);
}

/** The report as printed, and whether a deploy may go ahead (nothing missing). */
export function preflightReport(findings: readonly Finding[]): { text: string; ready: boolean } {
  const mark: Record<FindingLevel, string> = { missing: 'MISSING', todo: 'TO DO  ', ok: 'ok     ' };
  const ready = !findings.some((finding) => finding.level === 'missing');
  const lines = findings.map((finding) => `${mark[finding.level]} ${finding.text}`);
  lines.push(
    ready
      ? 'Ready to deploy. Messages reach everyone once nothing above says TO DO.'
      : 'Not ready to deploy: fix the MISSING lines first.',
  );
  return { text: lines.join('\n'), ready };
}
