import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

import { PASSWORD_MIN_LENGTH } from '@careshift/contract';

import { acknowledge } from '../nag';
import { lambdaEntry } from '../paths';

import { AppFunction } from './app-function';
import type { AppLink, MailSettings } from './app-function';
import { mailConfigurationSetName } from './mail-identity';
import type { SingleTable } from './single-table';

/** The Cognito triggers, by file name under lambdas/src/triggers. */
export const TRIGGER_FILES = [
  'define-auth-challenge',
  'create-auth-challenge',
  'verify-auth-challenge',
  'pre-token-generation',
  'custom-message',
  'post-confirmation',
] as const;
export type TriggerName = (typeof TRIGGER_FILES)[number];

export interface UserDirectoryProps {
  table: SingleTable;
  retain: boolean;
  smsCountryCodes: readonly string[];
  /** Set: Cognito's e-mails go through this SES identity (verified) instead of Cognito's own sender. */
  mail: MailSettings | undefined;
  /** The product's own mail (SES), for the post-confirmation trigger's password-change notice. */
  noticeMail: MailSettings;
  /** The app's URL for the links in the code e-mails and notices. */
  link: AppLink;
}

function trigger(scope: Construct, name: TriggerName, retain: boolean, memorySize = 256): AppFunction {
  const id = name.replace(/(^|-)([a-z])/g, (_m, _d: string, letter: string) => letter.toUpperCase());
  return new AppFunction(scope, id, {
    entry: lambdaEntry(`triggers/${name}.ts`, `the Cognito ${name} trigger`),
    description: `CareShift Cognito trigger: ${name}`,
    retain,
    memorySize,
    // Cognito waits at most 5 seconds for a trigger.
    timeout: Duration.seconds(5),
  });
}

/**
 * The Cognito user pool: organisation users and administrators sign in with e-mail and password
 * (USER_PASSWORD_AUTH, the flow the local auth twin also speaks), partners with their mobile
 * number and an SMS code (CUSTOM_AUTH through our triggers). Administrators create every account;
 * `role` and `companyId` are custom attributes the pre-token trigger copies into the ID token.
 */
export class UserDirectory extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly triggers: Record<TriggerName, AppFunction>;

  constructor(scope: Construct, id: string, props: UserDirectoryProps) {
    super(scope, id);
    const createAuthChallenge = trigger(this, 'create-auth-challenge', props.retain, 512)
      .bindTable(props.table, 'write')
      .allowSmsToPhoneNumbers(props.smsCountryCodes);
    this.triggers = {
      'define-auth-challenge': trigger(this, 'define-auth-challenge', props.retain),
      'create-auth-challenge': createAuthChallenge,
      'verify-auth-challenge': trigger(this, 'verify-auth-challenge', props.retain),
      // Reads the partner's record: a DISABLED partner's token is refused at sign-in and on refresh.
      'pre-token-generation': trigger(this, 'pre-token-generation', props.retain).bindTable(
        props.table,
        'read',
      ),
      // Writes the code e-mails (reset, e-mail change) in the user's language, with links to the app.
      'custom-message': trigger(this, 'custom-message', props.retain).bindAppUrl(props.link),
      // Tells the user's address that its password was changed with a reset code.
      'post-confirmation': trigger(this, 'post-confirmation', props.retain)
        .bindMail(props.noticeMail)
        .bindAppUrl(props.link),
    };

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true, phone: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed e-mail takes effect only once the code sent to it is confirmed (issue 29): until
      // then the original e-mail still signs in and receives mail.
      keepOriginal: { email: true },
      // Sign-in codes go out from our create-auth-challenge trigger through SNS; Cognito itself
      // sends no SMS (no SMS MFA, no phone verification), so it gets no SNS role.
      enableSmsRole: false,
      ...(props.mail
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: props.mail.mailFrom,
              fromName: 'CareShift',
              sesVerifiedDomain: props.mail.mailDomain,
              configurationSetName: mailConfigurationSetName(props.mail.stage),
            }),
          }
        : {}),
      standardAttributes: {
        email: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        locale: { required: false, mutable: true },
      },
      customAttributes: {
        role: new StringAttribute({ minLen: 1, maxLen: 32, mutable: true }),
        companyId: new StringAttribute({ minLen: 1, maxLen: 64, mutable: true }),
      },
      // At least 12 characters for e-mail users (the domain's PASSWORD_MIN_LENGTH, issue 30).
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      // Authenticator apps (TOTP) only. OPTIONAL, because Cognito cannot require MFA of one group:
      // administrators must have it (the pre-token trigger says so in the token and the API refuses
      // them without it), organisation users may turn it on, partners sign in by our SMS code.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: props.retain,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      lambdaTriggers: {
        defineAuthChallenge: this.triggers['define-auth-challenge'].fn,
        createAuthChallenge: createAuthChallenge.fn,
        verifyAuthChallengeResponse: this.triggers['verify-auth-challenge'].fn,
        preTokenGeneration: this.triggers['pre-token-generation'].fn,
        customMessage: this.triggers['custom-message'].fn,
        postConfirmation: this.triggers['post-confirmation'].fn,
      },
    });
    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      'Issue 30 sets the password rule: at least 12 characters, no class requirements (length over composition). Accounts are created by administrators only (no self sign-up).',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'Essentials plan: CUSTOM_AUTH, the pre-token trigger and token revocation need nothing more. Plus (threat protection) is billed per active user; the sign-in code sends are throttled per number by our own trigger.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is OPTIONAL because Cognito cannot require it of one group: administrators must use an authenticator app (TOTP), enforced by the pre-token trigger and the API; organisation users may turn it on; partners sign in with a one-time SMS code (a possession factor).',
    );

    // The pre-token trigger asks the pool whether an administrator's authenticator app is on. A
    // policy of its own, so the trigger function does not wait for it and no cycle forms.
    new Policy(this, 'PreTokenReadsMfa', {
      roles: [this.triggers['pre-token-generation'].role],
      statements: [
        new PolicyStatement({
          actions: ['cognito-idp:AdminGetUser'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });

    // Users may edit their own name and language only: role and companyId decide what the API
    // allows, so they are writable by administrators (Admin* calls), never through the client.
    const standardReadable = {
      email: true,
      emailVerified: true,
      phoneNumber: true,
      phoneNumberVerified: true,
      givenName: true,
      familyName: true,
      locale: true,
    };
    this.client = this.userPool.addClient('WebClient', {
      authFlows: { userPassword: true, custom: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      authSessionValidity: Duration.minutes(5),
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new ClientAttributes()
        .withStandardAttributes(standardReadable)
        .withCustomAttributes('role', 'companyId'),
      writeAttributes: new ClientAttributes().withStandardAttributes({
        givenName: true,
        familyName: true,
        locale: true,
      }),
    });
  }
}
