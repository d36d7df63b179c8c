import { Tags } from 'aws-cdk-lib';
import type { App, Stack, StackProps } from 'aws-cdk-lib';

import { ENV, operationList } from '@careshift/contract';
import type { Operation } from '@careshift/contract';

import { accountWideName } from './config';
import type { StageConfig } from './config';
import { AppFunction } from './constructs/app-function';
import { jobDefinitions } from './jobs';
import type { JobDefinition } from './jobs';
import { WEB_DIST } from './paths';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EDGE_REGION, EdgeStack } from './stacks/edge-stack';
import { JobsStack } from './stacks/jobs-stack';
import { appUrlParameterName, WebStack } from './stacks/web-stack';

export interface CareShiftStacks {
  data: DataStack;
  auth: AuthStack;
  api: ApiStack;
  jobs: JobsStack;
  web: WebStack;
  edge: EdgeStack;
}

/** Inputs that default to the product's own; tests pass synthetic ones. */
export interface CareShiftAppOptions {
  operations?: readonly Operation[];
  jobs?: readonly JobDefinition[];
  webDistDir?: string;
}

/**
 * The CloudWatch namespace of the stage's embedded metrics (business events, ApiError by code): a
 * metric's name is global in an account and region, so two stages never add up each other's counts.
 */
export function metricsNamespace(stage: string): string {
  return `CareShift/${stage}`;
}

/** The operation whose path Stripe posts to (its URL through CloudFront is a stack output). */
const STRIPE_WEBHOOK_OPERATION = 'payments-stripeWebhook';

/**
 * Composes the six stacks of one stage: data → auth → api → web, data → jobs, and the edge
 * (CloudFront's web ACL, in us-east-1) → web. The edge stack's name carries the product's region
 * too: us-east-1 is shared by the stages of every region of the account.
 */
export function addCareShiftStacks(
  app: App,
  config: StageConfig,
  options: CareShiftAppOptions = {},
): CareShiftStacks {
  const { stage, prodLike: retain } = config;
  const id = (concern: string) => `careshift-${stage}-${concern}`;
  const stackProps = (concern: string): StackProps => ({
    stackName: id(concern),
    env: { account: config.account, region: config.region },
    terminationProtection: retain,
    description: `CareShift ${stage}: ${concern}`,
  });

  const data = new DataStack(app, id('data'), {
    ...stackProps('data'),
    retain,
    appOrigin: config.appUrl,
    alarmEmail: config.alarmEmail,
    stage,
    mailDomain: config.mailDomain,
    mailIdentity: config.mailIdentity,
    smsMonthlySpendLimitUsd: config.smsMonthlySpendLimitUsd,
  });
  const mail = { mailFrom: config.mailFrom, mailDomain: config.mailDomain, stage };
  // Links: the URL when known at synth time, else the parameter the web stack writes (read by name).
  const link = { appUrl: config.appUrl, parameterName: appUrlParameterName(stage) };
  const auth = new AuthStack(app, id('auth'), {
    ...stackProps('auth'),
    table: data.table,
    retain,
    stage,
    smsCountryCodes: config.smsCountryCodes,
    cognitoMail: config.cognitoEmailViaSes ? mail : undefined,
    mail,
    link,
  });
  const operations = options.operations ?? operationList;
  const api = new ApiStack(app, id('api'), {
    ...stackProps('api'),
    stage,
    operations,
    table: data.table,
    documents: data.documents,
    userPool: auth.users.userPool,
    userPoolClientId: auth.users.client.userPoolClientId,
    mail,
    smsCountryCodes: config.smsCountryCodes,
    contactInbox: config.contactEmail,
    link,
    heedIntakeUrl: config.heedIntakeUrl,
    company: config.company,
    alarmTopic: data.alarms.topic,
    retain,
  });
  const jobs = new JobsStack(app, id('jobs'), {
    ...stackProps('jobs'),
    jobs: options.jobs ?? jobDefinitions(),
    stage,
    table: data.table,
    documents: data.documents,
    mail,
    smsCountryCodes: config.smsCountryCodes,
    link,
    alarmTopic: data.alarms.topic,
    retain,
  });
  const edgeStackName = accountWideName(stage, config.region, 'edge');
  const edge = new EdgeStack(app, edgeStackName, {
    ...stackProps('edge'),
    stackName: edgeStackName,
    env: { account: config.account, region: EDGE_REGION },
    stage,
    productRegion: config.region,
    alarmEmail: config.alarmEmail,
    retain,
  });
  const web = new WebStack(app, id('web'), {
    ...stackProps('web'),
    webAclArn: edge.firewall.arn,
    apiDomainName: api.api.domainName,
    documentsHost: data.documents.bucket.bucketRegionalDomainName,
    distDir: options.webDistDir ?? WEB_DIST,
    retain,
    stage,
    customDomain: config.customDomain,
    stripeWebhookPath: operations.find((operation) => operation.id === STRIPE_WEBHOOK_OPERATION)?.path,
    config: {
      region: config.region,
      userPoolId: auth.users.userPool.userPoolId,
      userPoolClientId: auth.users.client.userPoolClientId,
      appVersion: config.appVersion,
      contactPhone: config.contactPhone,
      contactEmail: config.contactEmail,
    },
  });

  const stacks = { data, auth, api, jobs, web, edge };
  setMetricsNamespace(Object.values(stacks), stage);
  tagStacks(Object.values(stacks), stage);
  return stacks;
}

/** Every function of the stage's stacks writes its metrics under the stage's namespace. */
function setMetricsNamespace(stacks: Stack[], stage: string): void {
  for (const stack of stacks)
    for (const construct of stack.node.findAll())
      if (construct instanceof AppFunction) construct.setEnv(ENV.metricsNamespace, metricsNamespace(stage));
}

/** Tagged per stack, not on the app: two stages in one app (the collision test) keep their own tag. */
function tagStacks(stacks: Stack[], stage: string): void {
  for (const stack of stacks) {
    Tags.of(stack).add('project', 'careshift');
    Tags.of(stack).add('stage', stage);
  }
}
