import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

import type { Area, Operation } from '@careshift/contract';
import { ENV } from '@careshift/contract';

import type { AreaAccess } from '../area-access';
import { lambdaEntry } from '../paths';

import { AppFunction } from './app-function';
import type { DocumentsBucket } from './documents-bucket';
import type { SingleTable } from './single-table';

export interface AreaFunctionsProps {
  operations: readonly Operation[];
  access: Record<Area, AreaAccess>;
  table: SingleTable;
  documents: DocumentsBucket;
  userPool: IUserPool;
  userPoolClientId: string;
  mailFrom: string;
  /** The company inbox (the stage's contact e-mail). */
  contactInbox: string;
  appUrl: string | undefined;
  retain: boolean;
}

function pascal(area: string): string {
  return area.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

/**
 * One Lambda per area that has at least one operation: entry lambdas/src/<area>/handler.ts, the
 * grants of AREA_ACCESS for that area, and nothing for areas without operations.
 */
export class AreaFunctions extends Construct {
  private readonly functions = new Map<Area, AppFunction>();

  constructor(scope: Construct, id: string, props: AreaFunctionsProps) {
    super(scope, id);
    const areas = [...new Set(props.operations.map((operation) => operation.area))].sort();
    for (const area of areas) {
      const ids = props.operations
        .filter((operation) => operation.area === area)
        .map((operation) => operation.id);
      const access = props.access[area];
      const fn = new AppFunction(this, pascal(area), {
        entry: lambdaEntry(`${area}/handler.ts`, `the "${area}" area, which serves ${ids.join(', ')}`),
        description: `CareShift API: ${area} area`,
        retain: props.retain,
        memorySize: access.memorySize,
      });
      fn.bindTable(props.table, access.table);
      if (access.documents) fn.bindBucket(props.documents, access.documents);
      if (access.userPool) fn.bindUserPool(props.userPool, props.userPoolClientId, access.userPool);
      if (access.mail) fn.bindMail(props.mailFrom);
      if (access.sms) fn.allowSmsToPhoneNumbers();
      if (access.contactInbox) fn.setEnv(ENV.contactInbox, props.contactInbox);
      if (props.appUrl) fn.setEnv(ENV.appUrl, props.appUrl);
      this.functions.set(area, fn);
    }
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
