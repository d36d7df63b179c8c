import { CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailIdentityProps {
  /** The domain e-mail is sent from (careshift:mailDomain). */
  domain: string;
  stage: string;
  /**
   * Create the domain identity (the stage careshift:mailIdentityStage, unless careshift:mailIdentityExists)
   * or import the one that stage created: SES has one identity per domain in an account and region.
   */
  create: boolean;
  /** The stage that owns the identity (named in the imported stages' output). */
  ownerStage: string;
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
 * The SES domain identity e-mail is sent from and the stage's configuration set every message uses
 * (reputation metrics; SES suppresses addresses that bounce or complain).
 *
 * The identity is one per account and region, shared by every stage: the owner stage creates it with
 * Easy DKIM (three CNAME records, stack outputs DkimRecord1..3 as "name CNAME value") and RETAINS it,
 * so deleting that stage never takes the domain from the others; every other stage imports it by name.
 * It has no default configuration set: each sender names its own stage's set, so no stage depends on
 * another's. The identity stays "pending" until the records are in DNS; README "E-mail" walks through it.
 */
export class MailIdentity extends Construct {
  readonly identity: IEmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailIdentityProps) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: mailConfigurationSetName(props.stage),
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    if (!props.create) {
      this.identity = EmailIdentity.fromEmailIdentityName(this, 'Domain', props.domain);
      new CfnOutput(this, 'DomainIdentity', {
        description: `The SES identity of ${props.domain} is shared: created by the stage "${props.ownerStage}" or outside this app (careshift:mailIdentityExists)`,
        value: `imported ${props.domain}`,
      });
      return;
    }
    const identity = new EmailIdentity(this, 'Domain', { identity: Identity.domain(props.domain) });
    identity.applyRemovalPolicy(RemovalPolicy.RETAIN);
    identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `DKIM record ${index + 1} of ${props.domain}: add it to the domain's DNS`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
    this.identity = identity;
  }
}
