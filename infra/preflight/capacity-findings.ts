import { SUPPORTED_REGIONS } from '../lib/config';

import type { Finding, PreflightFacts } from './findings';

/** Lambda's usual concurrency limit, which a new account may be below (often 10). */
export const RECOMMENDED_CONCURRENCY = 1000;
/** Service Quotas' code of "Concurrent executions" (Lambda). */
export const CONCURRENCY_QUOTA_CODE = 'L-B99A9384';

function concurrency(facts: PreflightFacts): Finding {
  const { areas, triggers, jobs } = facts.functions;
  const count = `CareShift's ${areas + triggers + jobs} functions (${areas} API areas, ${triggers} sign-in triggers, ${jobs} scheduled jobs)`;
  const read = facts.lambdaConcurrency;
  if (!read)
    return {
      level: 'todo',
      text: `Could not read Lambda's concurrency limit (lambda:GetAccountSettings): ${count} share it.`,
    };
  const reserved = read.limit - read.unreserved;
  const others = reserved > 0 ? `; other functions of the account reserve ${reserved} of them` : '';
  const state = `Lambda runs at most ${read.limit} executions at once in ${facts.region}, ${read.unreserved} of them unreserved${others}. ${count} share the unreserved ones; CareShift reserves none (a job runs one at a time through its lease)`;
  if (read.unreserved >= RECOMMENDED_CONCURRENCY) return { level: 'ok', text: `${state}.` };
  const desired = RECOMMENDED_CONCURRENCY + reserved;
  return {
    level: 'todo',
    text: `${state}. That is too few for a busy minute (partners signing in at a shift change while a sweep runs): calls are throttled (429) and sign-ins fail. Ask for ${desired} (free; the deploy does not wait for it): \`aws service-quotas request-service-quota-increase --service-code lambda --quota-code ${CONCURRENCY_QUOTA_CODE} --desired-value ${desired} --region ${facts.region}\`.`,
  };
}

function region(facts: PreflightFacts): Finding {
  return (SUPPORTED_REGIONS as readonly string[]).includes(facts.region)
    ? {
        level: 'ok',
        text: `${facts.region} is supported (CloudFront delivers its standard logs to buckets there; the edge stack goes to us-east-1).`,
      }
    : {
        level: 'missing',
        text: `${facts.region} is an opt-in region: CloudFront delivers no standard logs to S3 buckets there, so the web stack's distribution cannot log. Deploy to another region (-c region=…), e.g. eu-central-1 (the default), eu-west-1 or eu-north-1.`,
      };
}

/** The region and Lambda's concurrency: what the account must allow before anything else. */
export function capacityFindings(facts: PreflightFacts): Finding[] {
  return [region(facts), concurrency(facts)];
}
