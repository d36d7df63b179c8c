import { CloudFormationClient, DescribeStackResourcesCommand } from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetSMSAttributesCommand, GetSMSSandboxAccountStatusCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

import { EDGE_REGION } from '../lib/stacks/edge-stack';

import type { PreflightFacts } from './findings';

/** CDK's default bootstrap qualifier: the version parameter `cdk deploy` itself checks. */
const BOOTSTRAP_VERSION_PARAMETER = '/cdk-bootstrap/hnb659fds/version';

const nameOf = (error: unknown) => (error instanceof Error ? error.name : String(error));

async function bootstrapVersion(region: string): Promise<{ version: number | undefined; error?: string }> {
  const ssm = new SSMClient({ region });
  try {
    const { Parameter } = await ssm.send(new GetParameterCommand({ Name: BOOTSTRAP_VERSION_PARAMETER }));
    return { version: Number(Parameter?.Value) };
  } catch (error) {
    return { version: undefined, ...(nameOf(error) === 'ParameterNotFound' ? {} : { error: nameOf(error) }) };
  } finally {
    ssm.destroy();
  }
}

/** The stack holding the SES identity (its physical id is the domain), null when none does. */
async function identityStack(region: string, domain: string): Promise<string | null | undefined> {
  const cloudFormation = new CloudFormationClient({ region });
  try {
    const { StackResources } = await cloudFormation.send(
      new DescribeStackResourcesCommand({ PhysicalResourceId: domain }),
    );
    return (
      StackResources?.find((resource) => resource.ResourceType === 'AWS::SES::EmailIdentity')?.StackName ??
      null
    );
  } catch (error) {
    // CloudFormation answers a ValidationError ("Stack for … does not exist") when no stack holds it.
    return nameOf(error) === 'ValidationError' ? null : undefined;
  } finally {
    cloudFormation.destroy();
  }
}

async function lambdaConcurrency(region: string): Promise<PreflightFacts['lambdaConcurrency']> {
  const lambda = new LambdaClient({ region });
  try {
    const { AccountLimit } = await lambda.send(new GetAccountSettingsCommand({}));
    const limit = AccountLimit?.ConcurrentExecutions;
    const unreserved = AccountLimit?.UnreservedConcurrentExecutions;
    return limit === undefined || unreserved === undefined ? undefined : { limit, unreserved };
  } catch {
    return undefined;
  } finally {
    lambda.destroy();
  }
}

async function attempt<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

/** What preflight knows before asking AWS: the stage's configuration and the product's functions. */
export type PreflightInput = Pick<
  PreflightFacts,
  'account' | 'stage' | 'region' | 'mailDomain' | 'mailIdentityStage' | 'mailIdentityExists' | 'functions'
>;

/** Reads the account's state with the caller's credentials (read-only calls). */
export async function readAccountFacts(input: PreflightInput): Promise<PreflightFacts> {
  const { region, mailDomain } = input;
  const ses = new SESv2Client({ region });
  const sns = new SNSClient({ region });
  try {
    const sesAccount = await ses
      .send(new GetAccountCommand({}))
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (
      sesAccount instanceof Error &&
      /Credential|token|ExpiredToken/i.test(`${sesAccount.name} ${sesAccount.message}`)
    )
      return {
        ...input,
        lambdaConcurrency: undefined,
        bootstrap: [],
        sesIdentity: undefined,
        sesIdentityStack: undefined,
        sesProductionAccess: undefined,
        smsSandbox: undefined,
        smsSpendLimitUsd: undefined,
        credentialsError: sesAccount.message,
      };
    const regions = [...new Set([region, EDGE_REGION])];
    const bootstrap = await Promise.all(
      regions.map(async (name) => ({ region: name, ...(await bootstrapVersion(name)) })),
    );
    const sesIdentity = await ses
      .send(new GetEmailIdentityCommand({ EmailIdentity: mailDomain }))
      .then((identity) => identity.VerificationStatus ?? 'PENDING')
      .catch((error: unknown) => (nameOf(error) === 'NotFoundException' ? 'MISSING' : undefined));
    const sesIdentityStack =
      sesIdentity === undefined || sesIdentity === 'MISSING'
        ? undefined
        : await identityStack(region, mailDomain);
    const smsSandbox = await attempt(
      async () => (await sns.send(new GetSMSSandboxAccountStatusCommand({}))).IsInSandbox,
    );
    const spend = await attempt(
      async () =>
        (await sns.send(new GetSMSAttributesCommand({ attributes: ['MonthlySpendLimit'] }))).attributes
          ?.MonthlySpendLimit,
    );
    return {
      ...input,
      lambdaConcurrency: await lambdaConcurrency(region),
      bootstrap,
      sesIdentity,
      sesIdentityStack,
      sesProductionAccess: sesAccount instanceof Error ? undefined : sesAccount.ProductionAccessEnabled,
      smsSandbox,
      // SNS reports no value while the account keeps AWS's default of 1 USD.
      smsSpendLimitUsd: spend === undefined ? (smsSandbox === undefined ? undefined : 1) : Number(spend),
    };
  } finally {
    ses.destroy();
    sns.destroy();
  }
}
