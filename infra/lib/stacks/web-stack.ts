import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';

import { ORIGIN_SECRET_VERSION_CONTEXT, originHeaderValue } from '../constructs/origin-secret';
import { hasWebBuild, SiteDeployment } from '../constructs/site-deployment';
import type { WebRuntimeConfig } from '../constructs/site-deployment';
import { SiteDistribution } from '../constructs/site-distribution';

export interface WebStackProps extends StackProps {
  apiDomainName: string;
  documentsHost: string;
  config: WebRuntimeConfig;
  /** The built SPA; when it has no index.html (no web build yet) nothing is uploaded. */
  distDir: string;
  retain: boolean;
  stage: string;
  /** The CLOUDFRONT web ACL (edge stack, us-east-1). */
  webAclArn: string;
  /** careshift:domainName with its us-east-1 certificate, attached to the distribution. */
  customDomain: { domainName: string; certificateArn: string } | undefined;
  /** The contract's path of Stripe's webhook (absent when the contract has no payments area). */
  stripeWebhookPath?: string | undefined;
}

/** The SSM parameter holding the app's public URL; Lambdas read it by name (no export). */
export function appUrlParameterName(stage: string): string {
  return `/careshift/${stage}/app-url`;
}

/**
 * The SPA bucket, the CloudFront distribution (SPA + /api/*, behind the edge stack's web ACL) and
 * the upload of the build.
 */
export class WebStack extends Stack {
  readonly site: SiteDistribution;
  readonly deployment: SiteDeployment | undefined;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    this.site = new SiteDistribution(this, 'Site', {
      apiDomainName: props.apiDomainName,
      // The secret lives in the API stack (deployed first); a rotation pins its new version here.
      originHeaderValue: originHeaderValue(
        props.stage,
        this.node.tryGetContext(ORIGIN_SECRET_VERSION_CONTEXT) as string | undefined,
      ),
      region: props.config.region,
      documentsHost: props.documentsHost,
      retain: props.retain,
      comment: `CareShift ${props.stage}`,
      webAclArn: props.webAclArn,
      customDomain: props.customDomain,
      stage: props.stage,
    });
    new StringParameter(this, 'AppUrlParameter', {
      parameterName: appUrlParameterName(props.stage),
      description: `CareShift ${props.stage}: the app's public URL, for links in messages`,
      stringValue: this.site.url,
    });
    this.deployment = hasWebBuild(props.distDir)
      ? new SiteDeployment(this, 'Release', {
          bucket: this.site.bucket,
          distribution: this.site.distribution,
          distDir: props.distDir,
          config: props.config,
        })
      : undefined;
    new CfnOutput(this, 'AppUrl', { value: this.site.url });
    if (props.stripeWebhookPath)
      new CfnOutput(this, 'StripeWebhookUrl', {
        description:
          "Register in Stripe's dashboard (Developers → Webhooks): events checkout.session.completed, charge.refunded",
        value: `${this.site.url}${props.stripeWebhookPath}`,
      });
  }
}
