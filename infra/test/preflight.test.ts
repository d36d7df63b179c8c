import { describe, expect, it } from 'vitest';

import { CONCURRENCY_QUOTA_CODE } from '../preflight/capacity-findings';
import { preflightFindings, preflightReport } from '../preflight/findings';
import type { PreflightFacts } from '../preflight/findings';
import { productFunctions } from '../preflight/product-functions';

import { buildTestApp, resourcesOf, templateOf } from './support/test-app';

const ready: PreflightFacts = {
  account: '123456789012',
  stage: 'prod',
  region: 'eu-central-1',
  mailIdentityStage: 'prod',
  mailIdentityExists: false,
  functions: { areas: 13, triggers: 6, jobs: 5 },
  lambdaConcurrency: { limit: 1000, unreserved: 1000 },
  sesIdentityStack: 'careshift-prod-data',
  bootstrap: [
    { region: 'eu-central-1', version: 28 },
    { region: 'us-east-1', version: 28 },
  ],
  mailDomain: 'careshift.cy',
  sesIdentity: 'SUCCESS',
  sesProductionAccess: true,
  smsSandbox: false,
  smsSpendLimitUsd: 200,
};

const levels = (facts: PreflightFacts) => preflightFindings(facts).map((finding) => finding.level);
const texts = (facts: PreflightFacts) =>
  preflightFindings(facts)
    .map((finding) => finding.text)
    .join('\n');

describe('npm run preflight: what is missing, in plain words', () => {
  it('should report everything ok and ready for an account that has it all', () => {
    expect(levels(ready).every((level) => level === 'ok')).toBe(true);
    expect(preflightReport(preflightFindings(ready)).ready).toBe(true);
  });

  it('should block the deploy when us-east-1 is not bootstrapped, naming the command', () => {
    const facts = { ...ready, bootstrap: [ready.bootstrap[0]!, { region: 'us-east-1', version: undefined }] };
    const findings = preflightFindings(facts);
    expect(findings[0]).toEqual({
      level: 'missing',
      text: 'CDK is not bootstrapped in us-east-1: run `npx cdk bootstrap aws://123456789012/us-east-1`.',
    });
    expect(preflightReport(findings).ready).toBe(false);
  });

  it('should ask for a new bootstrap when the version is too old', () => {
    const facts = { ...ready, bootstrap: [{ region: 'eu-central-1', version: 3 }] };
    expect(texts(facts)).toContain('version 3, older than 6');
  });

  it('should say the first deploy creates a missing SES identity and then the DKIM records are needed', () => {
    const facts = { ...ready, sesIdentity: 'MISSING', sesIdentityStack: undefined };
    expect(levels(facts)).toContain('todo');
    expect(texts(facts)).toContain(
      'the first deploy of stage prod creates it; then add the three DKIM records',
    );
    expect(preflightReport(preflightFindings(facts)).ready).toBe(true);
  });

  it('should name a pending identity and the SES sandbox as things to do before real e-mail', () => {
    const facts = { ...ready, sesIdentity: 'PENDING', sesProductionAccess: false };
    expect(texts(facts)).toContain('careshift.cy is pending in SES');
    expect(texts(facts)).toContain('SES is in the sandbox');
  });

  it('should flag the SMS sandbox and the default 1 USD spend limit', () => {
    const facts = { ...ready, smsSandbox: true, smsSpendLimitUsd: 1 };
    expect(texts(facts)).toContain('SMS is in the sandbox');
    expect(texts(facts)).toContain("1 USD a month (AWS's default)");
  });

  it('should say so when the credentials cannot be used, and nothing else', () => {
    const findings = preflightFindings({ ...ready, credentialsError: 'Could not load credentials' });
    expect(findings).toHaveLength(1);
    expect(findings[0]?.level).toBe('missing');
  });

  it('should print blocking lines first and end with the verdict', () => {
    const facts = { ...ready, smsSandbox: true, bootstrap: [{ region: 'eu-central-1', version: undefined }] };
    const lines = preflightReport(preflightFindings(facts)).text.split('\n');
    expect(lines[0]).toMatch(/^MISSING/);
    expect(lines.at(-1)).toBe('Not ready to deploy: fix the MISSING lines first.');
  });

  it("should name Lambda's concurrency limit, the product's functions, and what to ask for on a new account", () => {
    const facts = { ...ready, lambdaConcurrency: { limit: 10, unreserved: 10 } };
    const finding = preflightFindings(facts).find((f) => f.text.startsWith('Lambda runs at most'));
    expect(finding?.level).toBe('todo');
    expect(finding?.text).toContain('at most 10 executions at once in eu-central-1, 10 of them unreserved');
    expect(finding?.text).toContain(
      "CareShift's 24 functions (13 API areas, 6 sign-in triggers, 5 scheduled jobs)",
    );
    expect(finding?.text).toContain(
      `--quota-code ${CONCURRENCY_QUOTA_CODE} --desired-value 1000 --region eu-central-1`,
    );
    expect(preflightReport(preflightFindings(facts)).ready).toBe(true);
  });

  it('should count what other functions reserve and ask for that much more', () => {
    const facts = { ...ready, lambdaConcurrency: { limit: 1000, unreserved: 900 } };
    expect(texts(facts)).toContain('other functions of the account reserve 100 of them');
    expect(texts(facts)).toContain('--desired-value 1100');
    expect(levels({ ...ready, lambdaConcurrency: undefined })).toContain('todo');
    expect(texts({ ...ready, lambdaConcurrency: undefined })).toContain('Could not read Lambda');
  });

  it('should refuse an opt-in region such as eu-south-1, where CloudFront delivers no standard logs', () => {
    const findings = preflightFindings({ ...ready, region: 'eu-south-1' });
    expect(findings[0]?.level).toBe('missing');
    expect(findings[0]?.text).toContain(
      'eu-south-1 is an opt-in region: CloudFront delivers no standard logs',
    );
    expect(preflightReport(findings).ready).toBe(false);
    expect(levels({ ...ready, region: 'eu-south-2' })[0]).toBe('missing');
  });

  it('should say this stage creates the SES identity, or imports it from the stage that does', () => {
    const missing = { ...ready, sesIdentity: 'MISSING', sesIdentityStack: undefined };
    expect(texts(missing)).toContain(
      'This stage (prod) creates the SES identity of careshift.cy and keeps it',
    );
    const dev = { ...missing, stage: 'dev' };
    expect(texts(dev)).toContain(
      'This stage (dev) imports the SES identity of careshift.cy, which stage prod creates',
    );
    expect(texts(dev)).toContain('deploy prod first');
    expect(texts({ ...missing, mailIdentityExists: true })).toContain(
      'careshift:mailIdentityExists=true says the SES identity of careshift.cy exists, but SES has none',
    );
    expect(texts(ready)).toContain(
      'This stage (prod) created the SES identity of careshift.cy (stack careshift-prod-data)',
    );
    expect(texts({ ...ready, stage: 'dev' })).toContain(
      'This stage (dev) imports the SES identity of careshift.cy (stack careshift-prod-data created it)',
    );
  });

  it('should block creating an identity that already exists elsewhere, and say how to import it', () => {
    const byHand = { ...ready, sesIdentityStack: null };
    const blocking = preflightFindings(byHand).filter((f) => f.level === 'missing');
    expect(blocking.map((f) => f.text).join()).toContain('already exists outside CloudFormation');
    expect(blocking.map((f) => f.text).join()).toContain('deploy with -c careshift:mailIdentityExists=true');
    expect(texts({ ...byHand, mailIdentityExists: true })).toContain(
      'This stage (prod) imports the SES identity of careshift.cy (careshift:mailIdentityExists=true)',
    );
    expect(preflightReport(preflightFindings({ ...byHand, mailIdentityExists: true })).ready).toBe(true);
    const staging = { ...ready, sesIdentityStack: 'careshift-staging-data' };
    expect(texts(staging)).toContain('(or -c careshift:mailIdentityStage=staging)');
    expect(preflightReport(preflightFindings(staging)).ready).toBe(false);
    expect(texts({ ...byHand, stage: 'dev' })).toContain(
      'imports the SES identity of careshift.cy (it exists outside CloudFormation)',
    );
  });

  it("should count the product's functions as a stage synthesizes them", () => {
    const app = buildTestApp({ nag: false });
    const assembly = app.synth();
    const described = Object.values(app.stacks).flatMap((stack) =>
      resourcesOf(templateOf(assembly, stack), 'AWS::Lambda::Function').filter(([, fn]) =>
        String(fn.Properties.Description).startsWith('CareShift '),
      ),
    );
    const { areas, triggers, jobs } = productFunctions();
    expect(described).toHaveLength(areas + triggers + jobs);
  });
});
