import { operationList } from '@careshift/contract';
import { JOBS } from '@careshift/lambdas/jobs/index';

import { TRIGGER_FILES } from '../lib/constructs/user-directory';

/** The Lambda functions one stage of CareShift runs (CDK's deploy-time helpers aside). */
export interface ProductFunctions {
  /** One per API area of the contract. */
  areas: number;
  /** The Cognito sign-in triggers. */
  triggers: number;
  /** The scheduled jobs. */
  jobs: number;
}

export function productFunctions(): ProductFunctions {
  return {
    areas: new Set(operationList.map((operation) => operation.area)).size,
    triggers: TRIGGER_FILES.length,
    jobs: JOBS.length,
  };
}
