import { describe, expect, it } from 'vitest';

import { SPA_ROUTING_CODE } from '../lib/constructs/spa-routing';

type Request = { uri: string; method: string };
const handler = new Function(`${SPA_ROUTING_CODE}; return handler;`)() as (event: {
  request: Request;
}) => Request;
const route = (uri: string) => handler({ request: { uri, method: 'GET' } }).uri;

describe('SPA routing function', () => {
  it('should answer / with the landing page and other client-side routes with /app.html', () => {
    expect(route('/')).toBe('/index.html');
    expect(
      handler({
        request: {
          uri: '/',
          method: 'GET',
          headers: { 'accept-language': { value: 'el-GR,el;q=0.9' } },
        } as Request,
      }).uri,
    ).toBe('/index.el.html');
    expect(route('/positions')).toBe('/app.html');
    expect(route('/clients/abc-123/users')).toBe('/app.html');
    expect(route('/dashboard/')).toBe('/app.html');
  });

  it('should pass files through untouched', () => {
    expect(route('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(route('/config.json')).toBe('/config.json');
    expect(route('/favicon.svg')).toBe('/favicon.svg');
  });
});
