import { Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

import type { Area, Operation } from '@careshift/contract';
import { ENV } from '@careshift/contract';

import type { AreaAccess } from '../area-access';
import type { CompanyEnv } from '../company';
import { acknowledge } from '../nag';
import { lambdaEntry } from '../paths';
import { pdfBundlingCommands } from '../pdf-fonts';

import { AppFunction } from './app-function';
import type { AppLink, MailSettings } from './app-function';
import type { DocumentsBucket } from './documents-bucket';
import type { SingleTable } from './single-table';
import { bindVapidKeys } from './vapid-keys';

export interface AreaFunctionsProps {
  /** Part of the secrets' names (careshift/<stage>/stripe, careshift/<stage>/heed). */
  stage: string;
  operations: readonly Operation[];
  access: Record<Area, AreaAccess>;
  table: SingleTable;
  documents: DocumentsBucket;
  userPool: IUserPool;
  userPoolClientId: string;
  mail: MailSettings;
  smsCountryCodes: readonly string[];
  /** The company inbox (the stage's contact e-mail). */
  contactInbox: string;
  /** How the functions that write links learn the app's URL. */
  link: AppLink;
  /** Heed's partner intake (employee-transferToHeed); its signing key is a secret made here. */
  heedIntakeUrl: string;
  /** The company's details (COMPANY_*) for the areas that make PDFs. */
  company: CompanyEnv;
  retain: boolean;
}

/** The secrets' names: the stage's own, found by operators without reading a stack. */
export function secretName(stage: string, concern: 'stripe' | 'heed'): string {
  return `careshift/${stage}/${concern}`;
}

function pascal(area: string): string {
  return area.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

/** The company's details (COMPANY_*) for a function that makes PDFs. */
function bindCompany(fn: AppFunction, company: CompanyEnv): void {
  for (const [name, value] of Object.entries(company) as [keyof CompanyEnv, string][]) fn.setEnv(name, value);
}

/**
 * One Lambda per area that has at least one operation: entry lambdas/src/<area>/handler.ts, the
 * grants of AREA_ACCESS for that area, and nothing for areas without operations.
 */
export class AreaFunctions extends Construct {
  private readonly functions = new Map<Area, AppFunction>();
  private heedSecret: Secret | undefined;
  private stripeSecret: Secret | undefined;
  private readonly stage: string;

  /**
   * Stripe's keys as JSON {"secretKey", "webhookSecret"}: created with placeholders, set from the Stripe
   * dashboard after the first deploy and whenever a key is rolled (docs/operations.md, "Stripe").
   */
  private stripeKeys(): Secret {
    if (!this.stripeSecret) {
      this.stripeSecret = new Secret(this, 'StripeKeys', {
        secretName: secretName(this.stage, 'stripe'),
        description: 'CareShift: Stripe secret API key and webhook signing secret (JSON)',
        generateSecretString: {
          secretStringTemplate: JSON.stringify({ webhookSecret: 'set-from-the-stripe-dashboard' }),
          generateStringKey: 'secretKey',
          excludePunctuation: true,
        },
      });
      acknowledge(
        this.stripeSecret,
        'AwsSolutions-SMG4',
        "Stripe's keys are rolled in Stripe's dashboard, then written here (docs/operations.md); AWS cannot rotate them.",
      );
    }
    return this.stripeSecret;
  }

  /** The intake's HMAC key: generated once, set to the value agreed with Heed after the first deploy. */
  private heedSigningSecret(): Secret {
    if (!this.heedSecret) {
      this.heedSecret = new Secret(this, 'HeedSigningSecret', {
        secretName: secretName(this.stage, 'heed'),
        description: "CareShift: HMAC-SHA256 key signing partner transfers to Heed's intake",
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
      });
      acknowledge(
        this.heedSecret,
        'AwsSolutions-SMG4',
        'A key shared with another organisation: it is rotated by agreement with Heed, not on a schedule.',
      );
    }
    return this.heedSecret;
  }

  /** The area's grants and settings from its AREA_ACCESS entry (the order keeps the synthesized policies stable). */
  private bindAccess(fn: AppFunction, access: AreaAccess, props: AreaFunctionsProps): void {
    fn.bindTable(props.table, access.table);
    if (access.documents) fn.bindBucket(props.documents, access.documents);
    if (access.userPool) fn.bindUserPool(props.userPool, props.userPoolClientId, access.userPool);
    if (access.mail) fn.bindMail(props.mail);
    if (access.sms) fn.allowSmsToPhoneNumbers(props.smsCountryCodes);
    if (access.contactInbox) fn.setEnv(ENV.contactInbox, props.contactInbox);
    if (access.heedIntake) this.bindHeedIntake(fn, props.heedIntakeUrl);
    this.bindKeys(fn, access);
    if (access.links) fn.bindAppUrl(props.link);
    if (access.pdf) bindCompany(fn, props.company);
  }

  private bindHeedIntake(fn: AppFunction, heedIntakeUrl: string): void {
    const secret = this.heedSigningSecret();
    secret.grantRead(fn.role);
    fn.setEnv(ENV.heedSecretArn, secret.secretArn).setEnv(ENV.heedIntakeUrl, heedIntakeUrl);
  }

  /** The secrets of Stripe and of Web Push (VAPID), for the areas that use them. */
  private bindKeys(fn: AppFunction, access: AreaAccess): void {
    if (access.stripe) this.bindStripe(fn);
    if (access.push) bindVapidKeys(fn, this.stage);
  }

  private bindStripe(fn: AppFunction): void {
    const secret = this.stripeKeys();
    secret.grantRead(fn.role);
    fn.setEnv(ENV.stripeSecretArn, secret.secretArn);
  }

  constructor(scope: Construct, id: string, props: AreaFunctionsProps) {
    super(scope, id);
    this.stage = props.stage;
    const areas = [...new Set(props.operations.map((operation) => operation.area))].sort();
    for (const area of areas) {
      const ids = props.operations
        .filter((operation) => operation.area === area)
        .map((operation) => operation.id);
      const access = props.access[area];
      const fn = new AppFunction(this, pascal(area), {
        entry: lambdaEntry(`${area}/handler.ts`, `the "${area}" area, which serves ${ids.join(', ')}`),
        description: `CareShift API: ${area} area`,
        ...(access.timeoutSeconds ? { timeout: Duration.seconds(access.timeoutSeconds) } : {}),
        retain: props.retain,
        memorySize: access.memorySize,
        ...(access.pdf ? { afterBundling: pdfBundlingCommands } : {}),
      });
      this.bindAccess(fn, access, props);
      this.functions.set(area, fn);
    }
  }

  /** The secrets made for the areas that need them (an area absent from the contract makes none). */
  get secrets(): { stripe: Secret | undefined; heed: Secret | undefined } {
    return { stripe: this.stripeSecret, heed: this.heedSecret };
  }

  get areas(): Area[] {
    return [...this.functions.keys()];
  }

  functionFor(area: Area): AppFunction {
    const fn = this.functions.get(area);
    if (!fn) throw new Error(`No Lambda for area "${area}": it has no operation in the contract`);
    return fn;
  }
}
