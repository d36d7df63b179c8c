import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

import type { Operation } from '@careshift/contract';

import { AREA_ACCESS } from '../area-access';
import type { CompanyEnv } from '../company';
import type { AppLink, MailSettings } from '../constructs/app-function';
import { AreaFunctions } from '../constructs/area-functions';
import { ContractApi } from '../constructs/contract-api';
import type { DocumentsBucket } from '../constructs/documents-bucket';
import { OperationsAlarms } from '../constructs/operations-alarms';
import type { SingleTable } from '../constructs/single-table';

export interface ApiStackProps extends StackProps {
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

/** The HTTP API: routes from the contract, one Lambda per area. */
export class ApiStack extends Stack {
  readonly functions: AreaFunctions;
  readonly api: ContractApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.functions = new AreaFunctions(this, 'Areas', { ...props, access: AREA_ACCESS });
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
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.api.apiEndpoint });
  }
}
