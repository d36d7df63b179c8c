import { Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

import { accountWideName } from '../config';
import { AlarmTopic } from '../constructs/alarm-topic';
import { EdgeWebAcl } from '../constructs/edge-web-acl';
import { OperationsAlarms } from '../constructs/operations-alarms';

/** AWS WAF for CloudFront must live in us-east-1, whatever the product's region. */
export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  stage: string;
  /** The product's region: part of every name here, since us-east-1 is shared by all regions' stages. */
  productRegion: string;
  alarmEmail: string | undefined;
  retain: boolean;
}

/**
 * The web ACL of the CloudFront distribution, in us-east-1 (scope CLOUDFRONT). The web stack reads
 * its ARN through CDK's cross-region references: a custom resource here writes the SSM parameter
 * /cdk/exports/<web stack>/… in the product's region, where the web stack reads it. The ACL's
 * metrics live in us-east-1 too, so its alarm has a topic of its own here (same e-mail).
 */
export class EdgeStack extends Stack {
  readonly firewall: EdgeWebAcl;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const name = accountWideName(props.stage, props.productRegion, 'edge');
    this.firewall = new EdgeWebAcl(this, 'Firewall', { name });
    const topic = new AlarmTopic(this, 'Alarms', { email: props.alarmEmail, retain: props.retain });
    // The metrics' WebACL dimension is the ACL's visibility metric name.
    const visibility = this.firewall.webAcl.visibilityConfig as CfnWebACL.VisibilityConfigProperty;
    new OperationsAlarms(this, 'EdgeAlarms', topic.topic).watchWebAcl(visibility.metricName);
  }
}
