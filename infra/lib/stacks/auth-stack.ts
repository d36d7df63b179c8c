import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import type { SingleTable } from '../constructs/single-table';
import { UserDirectory } from '../constructs/user-directory';

export interface AuthStackProps extends StackProps {
  table: SingleTable;
  retain: boolean;
}

/** The Cognito user pool, its web app client and the sign-in triggers. */
export class AuthStack extends Stack {
  readonly users: UserDirectory;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.users = new UserDirectory(this, 'Users', { table: props.table, retain: props.retain });
    new CfnOutput(this, 'UserPoolId', { value: this.users.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.users.client.userPoolClientId });
  }
}
