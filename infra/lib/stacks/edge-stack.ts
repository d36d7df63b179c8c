import { Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import { EdgeWebAcl } from '../constructs/edge-web-acl';

/** AWS WAF for CloudFront must live in us-east-1, whatever the product's region. */
export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  stage: string;
}

/**
 * The web ACL of the CloudFront distribution, in us-east-1 (scope CLOUDFRONT). The web stack reads
 * its ARN through CDK's cross-region references (an SSM parameter written here and read there).
 */
export class EdgeStack extends Stack {
  readonly firewall: EdgeWebAcl;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    this.firewall = new EdgeWebAcl(this, 'Firewall', { name: `careshift-${props.stage}-edge` });
  }
}
