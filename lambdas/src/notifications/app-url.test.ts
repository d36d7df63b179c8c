import { describe, expect, it } from 'vitest';

import { createAppUrlResolver } from './app-url';

describe('the app URL for links', () => {
  it('should use APP_URL when the stage set it, without reading the parameter', async () => {
    const names: string[] = [];
    const resolve = createAppUrlResolver(
      { appUrl: 'https://app.careshift.cy', parameterName: '/p' },
      async (name) => {
        names.push(name);
        return 'https://other';
      },
    );
    expect(await resolve()).toBe('https://app.careshift.cy');
    expect(names).toEqual([]);
  });

  it('should read the web stack parameter once per container when APP_URL is unset', async () => {
    const names: string[] = [];
    const resolve = createAppUrlResolver({ parameterName: '/careshift/dev/app-url' }, async (name) => {
      names.push(name);
      return 'https://d111.cloudfront.net';
    });
    expect(await resolve()).toBe('https://d111.cloudfront.net');
    expect(await resolve()).toBe('https://d111.cloudfront.net');
    expect(names).toEqual(['/careshift/dev/app-url']);
  });

  it('should leave links out after a failed read and try again next time', async () => {
    let calls = 0;
    const resolve = createAppUrlResolver({ parameterName: '/p' }, async () => {
      calls += 1;
      if (calls === 1) throw new Error('AccessDenied');
      return 'https://d111.cloudfront.net';
    });
    expect(await resolve()).toBeUndefined();
    expect(await resolve()).toBe('https://d111.cloudfront.net');
  });

  it('should give no link when neither is set', async () => {
    expect(await createAppUrlResolver({}, async () => 'x')()).toBeUndefined();
  });
});
