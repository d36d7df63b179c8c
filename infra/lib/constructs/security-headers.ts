import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

import {
  cognitoEndpoint,
  contentSecurityPolicy,
  FIXED_SECURITY_HEADERS,
  HSTS_MAX_AGE_SECONDS,
} from '@careshift/contract/edge/security-headers';

export interface ContentSecurityOptions {
  region: string;
  /** Regional host of the documents bucket: presigned uploads and downloads go there. */
  documentsHost: string;
}

/** The app's CSP in AWS: the definition of @careshift/contract/edge with this stage's origins. */
export function awsContentSecurityPolicy(options: ContentSecurityOptions): string {
  return contentSecurityPolicy({
    userPool: cognitoEndpoint(options.region),
    documents: `https://${options.documentsHost}`,
    https: true,
  });
}

function referrerPolicy(value: string): HeadersReferrerPolicy {
  const policy = Object.values(HeadersReferrerPolicy).find((candidate) => candidate === value);
  if (!policy) throw new Error(`CloudFront has no referrer policy "${value}"`);
  return policy;
}

/**
 * The response headers policy of the SPA and the API, from the one definition
 * (FIXED_SECURITY_HEADERS and the CSP): CloudFront's typed security headers where it has them,
 * Permissions-Policy as a custom header. A test compares the synthesized policy with the definition.
 */
export function createSecurityHeadersPolicy(
  scope: Construct,
  id: string,
  options: ContentSecurityOptions & {
    /** The policy's name, global in the account: it carries the stage and the region. */
    name: string;
  },
): ResponseHeadersPolicy {
  const fixed = FIXED_SECURITY_HEADERS;
  if (fixed['X-Frame-Options'] !== 'DENY' || fixed['X-Content-Type-Options'] !== 'nosniff') {
    throw new Error('Update the CloudFront mapping of X-Frame-Options / X-Content-Type-Options');
  }
  return new ResponseHeadersPolicy(scope, id, {
    responseHeadersPolicyName: options.name,
    comment: 'CareShift security headers (@careshift/contract/edge/security-headers)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: awsContentSecurityPolicy(options), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: referrerPolicy(fixed['Referrer-Policy']), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: fixed['Strict-Transport-Security'].includes('includeSubDomains'),
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: fixed['Permissions-Policy'], override: true }],
    },
  });
}
