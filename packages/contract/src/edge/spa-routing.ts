import { LANGUAGE_COOKIE } from './language-cookie';

/** The landing page prerendered per language (web/vite.config.ts writes both files). */
export const LANDING_FILES = { en: '/index.html', el: '/index.el.html' } as const;

/**
 * The app's page for every other client-side route: index.html without the landing page's markup
 * (web/vite.config.ts writes it), so a portal page never parses, lays out or paints the landing page
 * before the app replaces it.
 */
export const APP_FILE = '/app.html';

/**
 * How the web origin maps a path to a file, as a CloudFront Function (viewer request) of the SPA's
 * behaviour: a path whose last segment has no file extension is a client-side route, so it is
 * served /app.html (`/` the landing page). This replaces distribution error responses (403/404 → index.html), which
 * would also rewrite the API's own 403 and 404 replies under /api/*. infra deploys this code; the
 * local production server runs the same code (`spaRouting`), so both route alike.
 *
 * `/` is the landing page, prerendered in English (/index.html) and Greek (/index.el.html): the
 * function picks the visitor's language as the app does (web/src/i18n/languages.ts) — `?lang=`,
 * then the saved choice (the language cookie the app writes beside localStorage), then the
 * browser's Accept-Language, then English — so the first paint is already in that language. It runs
 * before CloudFront's cache, so each file is cached once, whatever the cookie or header.
 */
export const SPA_ROUTING_CODE = `function language(tag) {
  var base = String(tag || '').trim().toLowerCase().split(/[-_;]/)[0];
  return base === 'gr' ? 'el' : base === 'en' || base === 'el' ? base : '';
}
function landingLanguage(request) {
  var query = request.querystring && request.querystring.lang;
  var cookie = request.cookies && request.cookies['${LANGUAGE_COOKIE}'];
  var header = request.headers && request.headers['accept-language'];
  var candidates = [query && query.value, cookie && cookie.value].concat(header ? header.value.split(',') : []);
  for (var i = 0; i < candidates.length; i++) {
    if (language(candidates[i])) return language(candidates[i]);
  }
  return 'en';
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (uri === '/') {
    request.uri = landingLanguage(request) === 'el' ? '${LANDING_FILES.el}' : '${LANDING_FILES.en}';
  } else if (lastSegment.indexOf('.') === -1) {
    request.uri = '${APP_FILE}';
  }
  return request;
}`;

/** The one path prefix the origin sends to the API; the contract's paths all start with it. */
export const API_PATH_PATTERN = '/api/*';

/** What a viewer request carries that the routing reads besides the path. */
export interface ViewerHints {
  /** The query string, without "?" (e.g. "lang=el"). */
  query?: string;
  /** The Cookie header. */
  cookie?: string;
  /** The Accept-Language header. */
  acceptLanguage?: string;
}

interface CloudFrontRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
}

/** The request as CloudFront Functions present it: query, cookies and headers as `{ value }` maps. */
function cloudFrontRequest(uri: string, hints: ViewerHints): CloudFrontRequest {
  const values = (entries: Iterable<[string, string]>) =>
    Object.fromEntries([...entries].map(([name, value]) => [name, { value }]));
  const cookies = (hints.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part): [string, string] => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]);
  return {
    uri,
    querystring: values(new URLSearchParams(hints.query ?? '')),
    cookies: values(cookies),
    headers: hints.acceptLanguage ? values([['accept-language', hints.acceptLanguage]]) : {},
  };
}

/** The file path CloudFront's function picks for a request path (and, for `/`, the visitor's language). */
export function spaRouting(): (uri: string, hints?: ViewerHints) => string {
  const handler = new Function(`${SPA_ROUTING_CODE}; return handler;`)() as (event: {
    request: CloudFrontRequest;
  }) => { uri: string };
  return (uri, hints = {}) => handler({ request: cloudFrontRequest(uri, hints) }).uri;
}
