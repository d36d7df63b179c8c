import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import type { AppLink, MailSettings } from '../constructs/app-function';
import type { SingleTable } from '../constructs/single-table';
import { UserDirectory } from '../constructs/user-directory';
import { UserPoolWebAcl } from '../constructs/user-pool-web-acl';

export interface AuthStackProps extends StackProps {
  table: SingleTable;
  retain: boolean;
  stage: string;
  smsCountryCodes: readonly string[];
  /** Cognito's e-mails through SES (careshift:cognitoEmailViaSes, once the domain is verified). */
  cognitoMail: MailSettings | undefined;
  /** The product's mail (the password-change notice of the post-confirmation trigger). */
  mail: MailSettings;
  link: AppLink;
}

/** The Cognito user pool, its web app client, the sign-in triggers and the pool's web ACL. */
export class AuthStack extends Stack {
  readonly users: UserDirectory;
  readonly firewall: UserPoolWebAcl;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.users = new UserDirectory(this, 'Users', {
      table: props.table,
      retain: props.retain,
      smsCountryCodes: props.smsCountryCodes,
      mail: props.cognitoMail,
      noticeMail: props.mail,
      link: props.link,
    });
    this.firewall = new UserPoolWebAcl(this, 'Firewall', {
      name: `careshift-${props.stage}-user-pool`,
      userPool: this.users.userPool,
    });
    new CfnOutput(this, 'UserPoolId', { value: this.users.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.users.client.userPoolClientId });
  }
}
