import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Node } from 'constructs';

import { DEFAULT_REGION } from '@careshift/contract';

import { companyEnvFrom } from './company';
import type { CompanyEnv } from './company';
import { REPO_ROOT } from './paths';

/** Stages whose data must survive a stack deletion (RETAIN, deletion protection). */
const PROD_LIKE_STAGES = ['prod', 'production', 'staging'];

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

/** Settings of one deployment (a stage), read from CDK context, the environment and cdk.json. */
export interface StageConfig {
  /** dev, staging, prod, …: part of every stack name. */
  stage: string;
  region: string;
  /** Unset when synthesizing without AWS credentials (environment-agnostic stacks). */
  account: string | undefined;
  /** Data is retained and protected from deletion. */
  prodLike: boolean;
  /**
   * The public URL of the app (custom domain, or the CloudFront URL after the first deploy).
   * Used for links in e-mails (APP_URL) and for browser uploads to the documents bucket (CORS).
   */
  appUrl: string | undefined;
  /** Sender address of the product's e-mails (an SES-verified identity). */
  mailFrom: string;
  contactPhone: string;
  contactEmail: string;
  appVersion: string;
  /** Heed's partner intake (https): where "Transfer to Heed" delivers. */
  heedIntakeUrl: string;
  /** Where the alarm topic e-mails (context careshift:alarmEmail or CARESHIFT_ALARM_EMAIL); optional. */
  alarmEmail: string | undefined;
  /** The SES domain identity (careshift:mailDomain, default the domain of mailFrom). */
  mailDomain: string;
  /** Cognito's own e-mails (password reset) through SES: only once the domain is verified. */
  cognitoEmailViaSes: boolean;
  /** Country calling codes SMS may go to (careshift:smsCountryCodes, default +357). */
  smsCountryCodes: string[];
  /** Optional custom domain of the distribution and its ACM certificate (us-east-1). */
  customDomain: { domainName: string; certificateArn: string } | undefined;
  /** The company's details printed on invoices: the COMPANY_* environment of the areas that make PDFs. */
  company: CompanyEnv;
}

export type ContextReader = Pick<Node, 'tryGetContext'>;

function text(node: ContextReader, key: string, envName?: string): string | undefined {
  const fromContext: unknown = node.tryGetContext(key);
  if (typeof fromContext === 'string' && fromContext.trim()) return fromContext.trim();
  const fromEnv = envName ? process.env[envName] : undefined;
  return fromEnv?.trim() || undefined;
}

function required(node: ContextReader, key: string): string {
  const value = text(node, key);
  if (!value) throw new Error(`CDK context "${key}" is not set: add it to cdk.json or pass -c ${key}=…`);
  return value;
}

function rootPackageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}

/** Heed's published intake; a deployment may point elsewhere with the context key careshift:heedIntakeUrl. */
const DEFAULT_HEED_INTAKE_URL = 'https://intake.heed.example/careshift/partners';

function httpsUrl(value: string): string {
  if (new URL(value).protocol !== 'https:')
    throw new Error(`The Heed intake must be an https URL, got ${value}`);
  return value;
}

function appUrlFrom(node: ContextReader): string | undefined {
  const value = text(node, 'appUrl', 'CARESHIFT_APP_URL');
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:') throw new Error(`appUrl must be an https URL, got ${value}`);
  return url.origin;
}

function mailDomainOf(node: ContextReader, mailFrom: string): string {
  const domain = text(node, 'careshift:mailDomain') ?? mailFrom.replace(/>$/, '').split('@')[1];
  if (!domain || !mailFrom.replace(/>$/, '').endsWith(`@${domain}`))
    throw new Error(
      `careshift:mailFrom (${mailFrom}) must be an address of careshift:mailDomain (${domain})`,
    );
  return domain;
}

function flag(node: ContextReader, key: string): boolean {
  const value: unknown = node.tryGetContext(key);
  return value === true || value === 'true';
}

const COUNTRY_CODE = /^\+[1-9]\d{0,3}$/;

function smsCountryCodes(node: ContextReader): string[] {
  const codes = (text(node, 'careshift:smsCountryCodes') ?? '+357').split(',').map((code) => code.trim());
  for (const code of codes)
    if (!COUNTRY_CODE.test(code)) throw new Error(`careshift:smsCountryCodes: "${code}" is not like +357`);
  return codes;
}

function customDomain(node: ContextReader): StageConfig['customDomain'] {
  const domainName = text(node, 'careshift:domainName');
  const certificateArn = text(node, 'careshift:certificateArn');
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn)
    throw new Error('Set both careshift:domainName and careshift:certificateArn for a custom domain');
  if (!/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\//.test(certificateArn))
    throw new Error(
      'careshift:certificateArn must be an ACM certificate in us-east-1 (CloudFront reads it there)',
    );
  return { domainName, certificateArn };
}

/**
 * Reads the stage settings. Stage: context `stage` or CARESHIFT_STAGE (default dev); region:
 * context `region` or CARESHIFT_REGION (default eu-central-1, never the CLI profile's region, so
 * a developer's default profile cannot move the product out of the EU).
 */
export function readStageConfig(node: ContextReader): StageConfig {
  const stage = text(node, 'stage', 'CARESHIFT_STAGE') ?? 'dev';
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Stage "${stage}" is not valid: lowercase letters, digits and dashes, at most 20`);
  }
  const mailFrom = required(node, 'careshift:mailFrom');
  const domain = customDomain(node);
  const contactPhone = required(node, 'careshift:contactPhone');
  const contactEmail = required(node, 'careshift:contactEmail');
  return {
    stage,
    region: text(node, 'region', 'CARESHIFT_REGION') ?? DEFAULT_REGION,
    account: process.env.CDK_DEFAULT_ACCOUNT || undefined,
    prodLike: PROD_LIKE_STAGES.includes(stage),
    appUrl: appUrlFrom(node) ?? (domain ? `https://${domain.domainName}` : undefined),
    mailFrom,
    mailDomain: mailDomainOf(node, mailFrom),
    cognitoEmailViaSes: flag(node, 'careshift:cognitoEmailViaSes'),
    smsCountryCodes: smsCountryCodes(node),
    customDomain: domain,
    contactPhone,
    contactEmail,
    company: companyEnvFrom(node, { email: contactEmail, phone: contactPhone }),
    appVersion: text(node, 'appVersion', 'CARESHIFT_APP_VERSION') ?? rootPackageVersion(),
    alarmEmail: text(node, 'careshift:alarmEmail', 'CARESHIFT_ALARM_EMAIL'),
    heedIntakeUrl: httpsUrl(
      text(node, 'careshift:heedIntakeUrl', 'CARESHIFT_HEED_INTAKE_URL') ?? DEFAULT_HEED_INTAKE_URL,
    ),
  };
}
