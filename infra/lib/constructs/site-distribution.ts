import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';
import { API_PATH_PATTERN } from '@careshift/contract/edge/spa-routing';

import { accountWideName } from '../config';
import { acknowledge } from '../nag';

import { createAccessLogBucket, privateBucketProps } from './private-bucket';
import { createSecurityHeadersPolicy } from './security-headers';
import { createSpaRoutingFunction } from './spa-routing';

export { API_PATH_PATTERN };

export interface SiteDistributionProps {
  /** Host name of the HTTP API's default endpoint. */
  apiDomainName: string;
  /**
   * The origin header's value CloudFront adds to every API request: a dynamic reference to the
   * secret careshift/<stage>/origin (origin-secret.ts); the API refuses requests without it.
   */
  originHeaderValue: string;
  region: string;
  documentsHost: string;
  retain: boolean;
  comment: string;
  /** The CLOUDFRONT web ACL in front of the distribution. */
  webAclArn: string;
  /** A custom domain and its ACM certificate (us-east-1); else the *.cloudfront.net address. */
  customDomain?: { domainName: string; certificateArn: string };
  /** Part, with the region, of the CloudFront names, which are global in the account. */
  stage: string;
}

/**
 * One origin for the SPA and the API (no CORS): CloudFront serves the built SPA from a private
 * bucket through Origin Access Control, with client-side routes answered by /app.html (/ by the
 * prerendered landing page, spa-routing.ts), and
 * passes /api/* to the HTTP API uncached with every viewer header but Host, plus the origin header
 * only CloudFront knows (a viewer's own header of that name is replaced).
 */
export class SiteDistribution extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  private readonly domainName: string | undefined;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    const logs = createAccessLogBucket(this, 'Logs', { retain: props.retain, cloudFrontLogs: true });
    // The SPA's files are a build output, redeployed on every release: never retained.
    this.bucket = new Bucket(this, 'Bucket', {
      ...privateBucketProps({ retain: false, accessLogs: { bucket: logs, prefix: 'site/' } }),
    });
    const headers = createSecurityHeadersPolicy(this, 'SecurityHeaders', {
      name: accountWideName(props.stage, props.region, 'headers'),
      region: props.region,
      documentsHost: props.documentsHost,
    });
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccess', {
      originAccessControlName: accountWideName(props.stage, props.region, 'site'),
    });
    const custom = props.customDomain;
    this.domainName = custom?.domainName;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: props.comment,
      ...(custom
        ? {
            domainNames: [custom.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', custom.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [
          {
            function: createSpaRoutingFunction(this, 'SpaRouting'),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
      additionalBehaviors: {
        [API_PATH_PATTERN]: {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            customHeaders: { [ORIGIN_HEADER]: props.originHeaderValue },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
        },
      },
    });
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'The marketplace serves Cyprus but partners and organisations travel; access is controlled by sign-in, not by country.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'The distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; a custom domain with TLSv1.2_2021 comes with the production certificate.',
    );
  }

  get url(): string {
    return `https://${this.domainName ?? this.distribution.distributionDomainName}`;
  }
}
