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

async function attempt<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

/** Reads the account's state with the caller's credentials (read-only calls). */
export async function readAccountFacts(
  region: string,
  mailDomain: string,
  account: string | undefined,
): Promise<PreflightFacts> {
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
        account,
        bootstrap: [],
        mailDomain,
        sesIdentity: undefined,
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
    const smsSandbox = await attempt(
      async () => (await sns.send(new GetSMSSandboxAccountStatusCommand({}))).IsInSandbox,
    );
    const spend = await attempt(
      async () =>
        (await sns.send(new GetSMSAttributesCommand({ attributes: ['MonthlySpendLimit'] }))).attributes
          ?.MonthlySpendLimit,
    );
    return {
      account,
      bootstrap,
      mailDomain,
      sesIdentity,
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
