/**
 * The security headers of the web origin, defined once: CloudFront's response headers policy is
 * built from them (infra/lib/constructs/security-headers.ts) and the local production server sends
 * them (local/src/stack/web-production-server.ts), so the browser journeys run under the
 * same Content-Security-Policy as users in AWS.
 */

/** Where the app's browser code reaches beyond its own origin. */
export interface EdgeOrigins {
  /** The Cognito user-pool endpoint Amplify calls (AWS: cognito-idp.<region>; locally the auth twin). */
  userPool: string;
  /** The documents bucket: presigned uploads (POST) and downloads/previews (GET). */
  documents: string;
  /**
   * True on an https origin (AWS): adds `upgrade-insecure-requests` to the CSP. The loopback stack
   * serves plain http and its twins too, so it would upgrade calls nothing answers.
   */
  https: boolean;
}

/**
 * The map tiles of the facility point's map (issue 34): OpenStreetMap's standard tiles, images only
 * (CSP img-src), loaded by the attendance page alone, with the attribution OSM's tile policy asks for.
 */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
export const MAP_TILE_URL = `${MAP_TILE_ORIGIN}/{z}/{x}/{y}.png`;

/** HSTS: two years, subdomains included (sent on https only; browsers ignore it on http). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The headers that do not depend on where the app runs. */
export const FIXED_SECURITY_HEADERS = {
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Geolocation for the app's own pages only: a partner's punch asks for the position once (issue 34).
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
} as const;

/** The Cognito user-pool endpoint of a region, as Amplify calls it in AWS. */
export function cognitoEndpoint(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com`;
}

/**
 * The Content-Security-Policy of the SPA. Scripts: our own files only (the prerender guard is a
 * file too, so no inline script and no hash). Styles: our files plus inline styles, which
 * Cloudscape sets on elements. Fonts and images: our files and data: URIs (fonts inlined by the
 * build, icons); images also the map tiles (MAP_TILE_ORIGIN). Network: our origin (the API under /api), the user pool and the documents bucket.
 * Nothing may frame the app, no plugins, no <base> elsewhere, forms post to our origin only.
 */
export function contentSecurityPolicy(origins: EdgeOrigins): string {
  const { userPool, documents } = origins;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    `img-src 'self' data: blob: ${documents} ${MAP_TILE_ORIGIN}`,
    `connect-src 'self' ${userPool} ${documents}`,
    `frame-src 'self' blob: ${documents}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(origins.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Every security header of the web origin, by name, as CloudFront and the local server send them. */
export function securityHeaders(origins: EdgeOrigins): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(origins), ...FIXED_SECURITY_HEADERS };
}
