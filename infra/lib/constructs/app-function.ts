import { Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import { ENV } from '@careshift/contract';
import type { EnvName } from '@careshift/contract';
import {
  BUNDLE_ALIASES,
  ESM_REQUIRE_BANNER,
  LAMBDA_ESBUILD,
} from '@careshift/lambdas/bundling/lambda-esbuild';

import { acknowledge } from '../nag';
import { LOCK_FILE, REPO_ROOT } from '../paths';
import { splitBundleCommand } from '../split-bundle';

import type { DocumentsBucket } from './documents-bucket';
import { mailConfigurationSetArn, mailConfigurationSetName, mailIdentityArn } from './mail-identity';
import type { DataAccess, SingleTable } from './single-table';

export { ESM_REQUIRE_BANNER };

/** The Cognito admin calls the user-management areas make (administrators create accounts). */
const USER_ADMIN_ACTIONS = [
  'cognito-idp:ListUsers',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminResetUserPassword',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
];

/** Where a function's e-mail comes from. */
export interface MailSettings {
  mailFrom: string;
  mailDomain: string;
  stage: string;
}

/** How a function learns the app's public URL (links in messages, calendar feeds). */
export interface AppLink {
  appUrl: string | undefined;
  parameterName: string;
}

export interface AppFunctionProps {
  /** Absolute path of the handler file (see `lambdaEntry`); it exports `handler`. */
  entry: string;
  description: string;
  /** Keep the log group when the stack is deleted (prod-like stages). */
  retain: boolean;
  memorySize?: number;
  timeout?: Duration;
  logRetention?: RetentionDays;
  /** Shell commands run after esbuild, given the bundle's folder (files to ship beside the bundle). */
  afterBundling?: (outputDir: string) => string[];
}

/**
 * Every CareShift Lambda: Node.js 22 on arm64, X-Ray tracing, its own log group with a retention,
 * bundled by the local esbuild as minified ESM (lambdas/src/bundling/lambda-esbuild.ts), split so that
 * what an operation imports on demand is a file of its own, with source maps beside them, and a role that starts with nothing but writing its own logs. Access is added
 * only through the `bind…` methods, which also set the environment variables (names from
 * @careshift/contract ENV) the code reads.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const removalPolicy = props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `CareShift: ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);
    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      role: this.role,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      // Metrics go to CloudWatch as embedded metric format in the function's log (no API call). No
      // --enable-source-maps: Node would read and parse the map on every cold start
      // (docs/decisions/infra/lambda-functions.md); the map ships beside the bundle for reading a
      // stack offline.
      environment: { [ENV.metricsNamespace]: 'CareShift' },
      bundling: {
        forceDockerBundling: false,
        // The settings of lambdas/src/bundling/lambda-esbuild.ts, which the bench measures.
        format: OutputFormat.ESM,
        target: LAMBDA_ESBUILD.target,
        minify: LAMBDA_ESBUILD.minify,
        sourceMap: true,
        sourcesContent: false,
        mainFields: [...LAMBDA_ESBUILD.mainFields],
        // The SDK is bundled too: the version we test is the version that runs.
        externalModules: [],
        banner: ESM_REQUIRE_BANNER,
        esbuildArgs: {
          '--alias': Object.entries(BUNDLE_ALIASES).map(([name, path]) => `${name}=${path}`),
        },
        // Then the split build over it (infra/lib/split-bundle.ts), then what ships beside the bundle.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) => [
            splitBundleCommand(props.entry, outputDir),
            ...(props.afterBundling?.(outputDir) ?? []),
          ],
        },
      },
    });
    acknowledge(
      this.role,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions (added by active tracing).',
    );
    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the bundles are built for (esbuild target node22) and tested with; moving to a newer runtime is a deliberate upgrade.',
    );
  }

  setEnv(name: EnvName, value: string): this {
    this.fn.addEnvironment(name, value);
    return this;
  }

  /** Table access through the table's managed policy; sets TABLE_NAME. */
  bindTable(table: SingleTable, access: DataAccess): this {
    this.role.addManagedPolicy(table.accessPolicy(access));
    return this.setEnv(ENV.tableName, table.tableName);
  }

  /** Documents bucket access through the bucket's managed policy; sets DOCUMENTS_BUCKET. */
  bindBucket(bucket: DocumentsBucket, access: DataAccess | { prefix: string; access: DataAccess }): this {
    this.role.addManagedPolicy(
      typeof access === 'string'
        ? bucket.accessPolicy(access)
        : bucket.prefixPolicy(access.prefix, access.access),
    );
    return this.setEnv(ENV.documentsBucket, bucket.bucketName);
  }

  /** Sets USER_POOL_ID and USER_POOL_CLIENT_ID; `admin` also allows managing the pool's users. */
  bindUserPool(pool: IUserPool, clientId: string, access: 'read' | 'admin'): this {
    if (access === 'admin') {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: USER_ADMIN_ACTIONS, resources: [pool.userPoolArn] }),
      );
    }
    return this.setEnv(ENV.userPoolId, pool.userPoolId).setEnv(ENV.userPoolClientId, clientId);
  }

  /**
   * Sending e-mail through SES from the stage's domain identity with its configuration set (that
   * identity and that set only, ARNs built from their names); sets MAIL_FROM and MAIL_CONFIGURATION_SET.
   */
  bindMail(mail: MailSettings): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [mailIdentityArn(this, mail.mailDomain), mailConfigurationSetArn(this, mail.stage)],
      }),
    );
    return this.setEnv(ENV.mailFrom, mail.mailFrom).setEnv(
      ENV.mailConfigurationSet,
      mailConfigurationSetName(mail.stage),
    );
  }

  /**
   * The app's public URL for links: APP_URL when the stage knows it at synth time (careshift:appUrl
   * or the custom domain), else the SSM parameter the web stack writes (read once per cold start).
   */
  bindAppUrl(link: AppLink): this {
    if (link.appUrl) return this.setEnv(ENV.appUrl, link.appUrl);
    const name = link.parameterName.replace(/^\//, '');
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [Stack.of(this).formatArn({ service: 'ssm', resource: 'parameter', resourceName: name })],
      }),
    );
    return this.setEnv(ENV.appUrlParameter, link.parameterName);
  }

  /**
   * Sending SMS straight to phone numbers. Direct publishing has no resource ARN, so the allow is
   * on `*` and a deny on every SNS topic and endpoint ARN keeps it to phone numbers.
   */
  allowSmsToPhoneNumbers(countryCodes: readonly string[]): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:RequestedRegion': Aws.REGION } },
      }),
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['sns:Publish'],
        resources: [`arn:${Aws.PARTITION}:sns:*:*:*`],
      }),
    );
    acknowledge(
      this,
      'AwsSolutions-IAM5[Resource::*]',
      'SMS to a phone number (sns:Publish with PhoneNumber) has no resource ARN; a deny on every topic/endpoint ARN limits the allow to phone numbers, and the code sends only to SMS_COUNTRY_CODES.',
    );
    return this.setEnv(ENV.smsCountryCodes, countryCodes.join(','));
  }
}
