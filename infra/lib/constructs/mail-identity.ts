import { CfnOutput, Stack } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailIdentityProps {
  /** The domain e-mail is sent from (careshift:mailDomain). */
  domain: string;
  stage: string;
}

/** The configuration set's name: fixed per stage, so other stacks name it without an export. */
export function mailConfigurationSetName(stage: string): string {
  return `careshift-${stage}-mail`;
}

/** The SES identity ARN of a domain in the stack's account and region (built, never exported). */
export function mailIdentityArn(scope: Construct, domain: string): string {
  return Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: domain });
}

/** The configuration set's ARN, built from its fixed name. */
export function mailConfigurationSetArn(scope: Construct, stage: string): string {
  return Stack.of(scope).formatArn({
    service: 'ses',
    resource: 'configuration-set',
    resourceName: mailConfigurationSetName(stage),
  });
}

/**
 * The SES domain identity e-mail is sent from (Easy DKIM: three CNAME records, stack outputs
 * DkimRecord1..3 as "name CNAME value") and the configuration set every message uses
 * (reputation metrics; SES suppresses addresses that bounce or complain). The identity stays
 * "pending" until the records are in DNS; README "E-mail" walks through it.
 */
export class MailIdentity extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailIdentityProps) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: mailConfigurationSetName(props.stage),
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Domain', {
      identity: Identity.domain(props.domain),
      configurationSet: this.configurationSet,
    });
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `DKIM record ${index + 1} of ${props.domain}: add it to the domain's DNS`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }
}
