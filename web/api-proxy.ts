import type { ProxyOptions } from 'vite';

// By path: Vite's config loader keeps workspace packages external, and Node cannot load their .ts.
import { ORIGIN_HEADER } from '../packages/contract/src/edge/origin';

/**
 * The dev server's `/api` proxy (`npm run dev`, and `vite preview` in the landing bench) sends the
 * API what CloudFront sends it: every header but Host, plus the origin header with the stack's value
 * (CARESHIFT_ORIGIN_SECRET), replacing a viewer's own; the API refuses a request without it.
 */
export function apiProxy(target: string, originSecret = ''): ProxyOptions {
  return { target, changeOrigin: true, headers: { [ORIGIN_HEADER]: originSecret } };
}
