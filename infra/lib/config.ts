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

/**
 * The regions the product deploys to: those enabled by default in every account. CloudFront does not
 * deliver standard logs to a bucket in an opt-in region (af-south-1, ap-east-1, eu-south-1, eu-south-2,
 * eu-central-2, me-south-1, me-central-1, il-central-1, ap-south-2, ap-southeast-3/4/5/7, ca-west-1,
 * mx-central-1, …), and the web stack's log bucket lives in the product's region.
 */
export const SUPPORTED_REGIONS = [
  'eu-central-1',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'eu-north-1',
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'sa-east-1',
  'ap-south-1',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-southeast-1',
  'ap-southeast-2',
] as const;

/**
 * A name that must be unique across the whole account (CloudFront's names, the edge stack and its web
 * ACL in us-east-1, which stages of every region share): careshift-<stage>-<concern>-<product region>.
 */
export function accountWideName(stage: string, region: string, concern: string): string {
  return `careshift-${stage}-${concern}-${region}`;
}

/** The stage that creates the account's SES identity unless the context names another one. */
export const DEFAULT_MAIL_IDENTITY_STAGE = 'prod';

/** AWS's monthly SMS spend limit of a new account (USD), until a quota increase. */
export const DEFAULT_SMS_MONTHLY_SPEND_LIMIT_USD = 1;

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
  /**
   * Where the alarm topics e-mail (context careshift:alarmEmail or CARESHIFT_ALARM_EMAIL); required for
   * prod-like stages, optional otherwise.
   */
  alarmEmail: string | undefined;
  /**
   * The account's SES domain identity, one per account and region: created (and retained) by the stage
   * careshift:mailIdentityStage (default prod) unless careshift:mailIdentityExists=true, imported by
   * every other stage. That stage also holds the account-level alarms (SES reputation, SMS spend).
   */
  mailIdentity: {
    /** careshift:mailIdentityStage: the stage that owns the identity and the account-level alarms. */
    ownerStage: string;
    /** careshift:mailIdentityExists: the identity was made outside this app (or by an earlier deploy). */
    exists: boolean;
    /** This stage creates the identity (it is the owner and the identity does not exist yet). */
    create: boolean;
    /** This stage holds the account-level alarms (it is the owner). */
    accountAlarms: boolean;
  };
  /** The account's SMS monthly spend limit in USD (careshift:smsMonthlySpendLimitUsd, default 1). */
  smsMonthlySpendLimitUsd: number;
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

function supportedRegion(region: string): string {
  if (!(SUPPORTED_REGIONS as readonly string[]).includes(region))
    throw new Error(
      `Region "${region}" is not supported: CloudFront cannot deliver its standard logs to a bucket in an ` +
        `opt-in region, and the web stack's log bucket lives in the product's region. Use one of ` +
        `${SUPPORTED_REGIONS.join(', ')} (-c region=… or CARESHIFT_REGION; the default is eu-central-1).`,
    );
  return region;
}

function alarmEmailOf(node: ContextReader, stage: string, prodLike: boolean): string | undefined {
  const email = text(node, 'careshift:alarmEmail', 'CARESHIFT_ALARM_EMAIL');
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new Error(`careshift:alarmEmail "${email}" is not an e-mail address`);
  if (!email && prodLike)
    throw new Error(
      `Stage "${stage}" is prod-like, so its alarms must reach someone: set careshift:alarmEmail ` +
        `(in cdk.json's context, or -c careshift:alarmEmail=ops@example.cy) or the environment variable ` +
        `CARESHIFT_ALARM_EMAIL, then confirm the subscription e-mail SNS sends after the deploy.`,
    );
  return email;
}

function mailIdentityOf(node: ContextReader, stage: string): StageConfig['mailIdentity'] {
  const ownerStage = text(node, 'careshift:mailIdentityStage') ?? DEFAULT_MAIL_IDENTITY_STAGE;
  if (!STAGE_PATTERN.test(ownerStage))
    throw new Error(`careshift:mailIdentityStage "${ownerStage}" is not a valid stage name`);
  const exists = flag(node, 'careshift:mailIdentityExists');
  const owner = stage === ownerStage;
  return { ownerStage, exists, create: owner && !exists, accountAlarms: owner };
}

function smsSpendLimit(node: ContextReader): number {
  const value = text(node, 'careshift:smsMonthlySpendLimitUsd');
  if (value === undefined) return DEFAULT_SMS_MONTHLY_SPEND_LIMIT_USD;
  const limit = Number(value);
  if (!Number.isFinite(limit) || limit <= 0)
    throw new Error(`careshift:smsMonthlySpendLimitUsd must be a positive number of USD, got "${value}"`);
  return limit;
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
  const prodLike = PROD_LIKE_STAGES.includes(stage);
  return {
    stage,
    region: supportedRegion(text(node, 'region', 'CARESHIFT_REGION') ?? DEFAULT_REGION),
    account: process.env.CDK_DEFAULT_ACCOUNT || undefined,
    prodLike,
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
    alarmEmail: alarmEmailOf(node, stage, prodLike),
    mailIdentity: mailIdentityOf(node, stage),
    smsMonthlySpendLimitUsd: smsSpendLimit(node),
    heedIntakeUrl: httpsUrl(
      text(node, 'careshift:heedIntakeUrl', 'CARESHIFT_HEED_INTAKE_URL') ?? DEFAULT_HEED_INTAKE_URL,
    ),
  };
}
