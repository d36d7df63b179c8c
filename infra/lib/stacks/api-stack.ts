import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

import type { Operation } from '@careshift/contract';

import { AREA_ACCESS } from '../area-access';
import type { CompanyEnv } from '../company';
import type { AppLink, MailSettings } from '../constructs/app-function';
import { AreaFunctions, secretName } from '../constructs/area-functions';
import { ContractApi } from '../constructs/contract-api';
import type { DocumentsBucket } from '../constructs/documents-bucket';
import { OperationsAlarms } from '../constructs/operations-alarms';
import { OriginSecret } from '../constructs/origin-secret';
import type { SingleTable } from '../constructs/single-table';

export interface ApiStackProps extends StackProps {
  stage: string;
  operations: readonly Operation[];
  table: SingleTable;
  documents: DocumentsBucket;
  userPool: IUserPool;
  userPoolClientId: string;
  mail: MailSettings;
  smsCountryCodes: readonly string[];
  contactInbox: string;
  /** How the functions that write links learn the app's URL. */
  link: AppLink;
  heedIntakeUrl: string;
  /** The company's details printed on invoices (COMPANY_*). */
  company: CompanyEnv;
  alarmTopic: ITopic;
  retain: boolean;
}

/**
 * The HTTP API: routes from the contract, one Lambda per area. Outputs name the secrets operators
 * fill; the API's own execute-api address is never printed (only CloudFront may call it).
 */
export class ApiStack extends Stack {
  readonly functions: AreaFunctions;
  readonly api: ContractApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.functions = new AreaFunctions(this, 'Areas', { ...props, access: AREA_ACCESS });
    // Only CloudFront may call the API: every area checks the origin header against this secret.
    const origin = new OriginSecret(this, 'Origin', { stage: props.stage });
    for (const area of this.functions.areas) origin.grantTo(this.functions.functionFor(area));
    this.api = new ContractApi(this, 'Http', {
      operations: props.operations,
      functionFor: (area) => this.functions.functionFor(area).fn,
      userPool: props.userPool,
      userPoolClientId: props.userPoolClientId,
      retain: props.retain,
    });
    const alarms = new OperationsAlarms(this, 'Alarms', props.alarmTopic);
    for (const area of this.functions.areas)
      alarms.watchFunction(`Area-${area}`, this.functions.functionFor(area).fn);
    alarms.watchRoutes(this.api.api.apiId, this.api.stage.stageName, props.operations);
    for (const operation of props.operations.filter((op) => op.id === 'payments-stripeWebhook'))
      alarms.watchWebhook(this.api.api.apiId, this.api.stage.stageName, operation);
    const { stripe, heed } = this.functions.secrets;
    if (stripe)
      new CfnOutput(this, 'StripeSecretName', {
        description:
          'Secrets Manager: put {"secretKey":"sk_…","webhookSecret":"whsec_…"} here (README "Deployment")',
        value: secretName(props.stage, 'stripe'),
      });
    if (heed)
      new CfnOutput(this, 'HeedSecretName', {
        description:
          'Secrets Manager: the HMAC key agreed with Heed for partner transfers (README "Deployment")',
        value: secretName(props.stage, 'heed'),
      });
  }
}
