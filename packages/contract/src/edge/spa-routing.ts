/**
 * How the web origin maps a path to a file, as a CloudFront Function (viewer request) of the SPA's
 * behaviour: a path whose last segment has no file extension is a client-side route, so it is
 * served /index.html. This replaces distribution error responses (403/404 → index.html), which
 * would also rewrite the API's own 403 and 404 replies under /api/*. infra deploys this code; the
 * local production server runs the same code (`spaRouting`), so both route alike.
 */
export const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The one path prefix the origin sends to the API; the contract's paths all start with it. */
export const API_PATH_PATTERN = '/api/*';

/** The file path CloudFront's function picks for a request path (query and hash not included). */
export function spaRouting(): (uri: string) => string {
  const handler = new Function(`${SPA_ROUTING_CODE}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  return (uri) => handler({ request: { uri } }).uri;
}
