import { describe, expect, it } from 'vitest';

import { cognitoEndpoint, contentSecurityPolicy, securityHeaders } from './security-headers';

const aws = { userPool: cognitoEndpoint('eu-central-1'), documents: 'https://docs.example', https: true };
const local = { userPool: 'http://127.0.0.1:4100', documents: 'http://127.0.0.1:4569', https: false };

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers of the web origin', () => {
  it('should allow our own scripts only: no inline script, no eval, no hash', () => {
    const csp = directives(contentSecurityPolicy(aws));
    expect(csp['script-src']).toBe("'self'");
    expect(csp['default-src']).toBe("'self'");
  });

  it('should let the browser call only our origin, the user pool and the documents bucket', () => {
    expect(directives(contentSecurityPolicy(aws))['connect-src']).toBe(
      "'self' https://cognito-idp.eu-central-1.amazonaws.com https://docs.example",
    );
    expect(directives(contentSecurityPolicy(local))['connect-src']).toBe(
      "'self' http://127.0.0.1:4100 http://127.0.0.1:4569",
    );
  });

  it('should show images from our origin, data: and blob:, the documents bucket and the map tiles only', () => {
    expect(directives(contentSecurityPolicy(aws))['img-src']).toBe(
      "'self' data: blob: https://docs.example https://tile.openstreetmap.org",
    );
    expect(directives(contentSecurityPolicy(local))['img-src']).toBe(
      "'self' data: blob: http://127.0.0.1:4569 https://tile.openstreetmap.org",
    );
  });

  it('should forbid framing, plugins and foreign base URLs, and upgrade requests on https only', () => {
    const csp = directives(contentSecurityPolicy(aws));
    expect(csp).toMatchObject({ 'frame-ancestors': "'none'", 'object-src': "'none'", 'base-uri': "'self'" });
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(directives(contentSecurityPolicy(local))).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('should send HSTS, nosniff, DENY, the referrer and permissions policies with the CSP', () => {
    expect(Object.keys(securityHeaders(aws)).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(securityHeaders(local)['Content-Security-Policy']).toBe(contentSecurityPolicy(local));
  });
});
