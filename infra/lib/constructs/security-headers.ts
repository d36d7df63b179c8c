import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

export interface ContentSecurityOptions {
  region: string;
  /** Regional host of the documents bucket: presigned uploads and downloads go there. */
  documentsHost: string;
}

/**
 * The Content-Security-Policy of the app: our own scripts only; network calls to our origin,
 * Cognito (aws-amplify Auth) and the documents bucket. Cloudscape sets inline styles.
 */
export function contentSecurityPolicy(options: ContentSecurityOptions): string {
  const cognito = `https://cognito-idp.${options.region}.amazonaws.com`;
  const documents = `https://${options.documentsHost}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    `img-src 'self' data: blob: ${documents}`,
    `connect-src 'self' ${cognito} ${documents}`,
    `frame-src 'self' blob: ${documents}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** HSTS, CSP, no sniffing, no framing, strict referrer, no camera/microphone/geolocation. */
export function createSecurityHeadersPolicy(
  scope: Construct,
  id: string,
  options: ContentSecurityOptions,
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'CareShift security headers',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(options), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      xssProtection: { protection: true, modeBlock: true, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
      ],
    },
  });
}
