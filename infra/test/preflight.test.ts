import { describe, expect, it } from 'vitest';

import { preflightFindings, preflightReport } from '../preflight/findings';
import type { PreflightFacts } from '../preflight/findings';

const ready: PreflightFacts = {
  account: '123456789012',
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
    const facts = { ...ready, sesIdentity: 'MISSING' };
    expect(levels(facts)).toContain('todo');
    expect(texts(facts)).toContain('the first deploy creates it; then add the three DKIM records');
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
});
