import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { shiftLink } from '../short-links';

import { spaRouting } from './spa-routing';

const route = spaRouting();

describe('SPA routing (CloudFront Function and local production server)', () => {
  it('should answer client-side routes other than / with app.html and pass files through', () => {
    expect(route('/positions', { acceptLanguage: 'el-GR' })).toBe('/app.html');
    expect(route('/requests/abc', { cookie: 'careshift-language=el' })).toBe('/app.html');
    expect(route('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(route('/index.el.html')).toBe('/index.el.html');
  });

  it('should serve the landing page in the saved language first, then the browser language, else English', () => {
    expect(route('/')).toBe('/index.html');
    expect(route('/', { acceptLanguage: 'el-GR,el;q=0.9,en;q=0.8' })).toBe('/index.el.html');
    expect(route('/', { acceptLanguage: 'fr-FR,fr;q=0.9,el;q=0.5' })).toBe('/index.el.html');
    expect(route('/', { acceptLanguage: 'de-DE,de;q=0.9' })).toBe('/index.html');
    expect(route('/', { cookie: 'a=1; careshift-language=el', acceptLanguage: 'en-GB' })).toBe(
      '/index.el.html',
    );
    expect(route('/', { cookie: 'careshift-language=en', acceptLanguage: 'el-GR' })).toBe('/index.html');
  });

  it('should let ?lang= of a shared link win over the saved choice, "gr" meaning Greek', () => {
    expect(route('/', { query: 'lang=gr', cookie: 'careshift-language=en' })).toBe('/index.el.html');
    expect(route('/', { query: 'lang=en', cookie: 'careshift-language=el' })).toBe('/index.html');
  });

  it("should answer a message's short link (/s/{ref}) with the app, which resolves it (issue 33 item 3)", () => {
    for (let i = 0; i < 50; i += 1) {
      const { pathname } = new URL(shiftLink('https://app.careshift.cy', randomUUID()));
      expect(pathname.startsWith('/s/')).toBe(true);
      expect(route(pathname)).toBe('/app.html');
    }
  });
});
