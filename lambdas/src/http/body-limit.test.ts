import { describe, expect, it } from 'vitest';

import { bodyBytes, bodySizeLimit } from './body-limit';
import { HttpError } from './http-errors';
import type { HttpEvent } from './types';

const run = (event: Partial<HttpEvent>, max: number) =>
  bodySizeLimit(max).before?.({ event: event as HttpEvent } as never);

describe('bodySizeLimit', () => {
  it('should count the bytes sent, decoding base64 bodies', () => {
    expect(bodyBytes({ body: 'ήλιος', isBase64Encoded: false })).toBe(10);
    expect(bodyBytes({ body: Buffer.from('12345').toString('base64'), isBase64Encoded: true })).toBe(5);
  });

  it('should refuse a body over the limit with a 413', () => {
    try {
      run({ body: 'x'.repeat(11), isBase64Encoded: false }, 10);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(413);
    }
  });

  it('should let a body at the limit through', () => {
    expect(() => run({ body: 'x'.repeat(10), isBase64Encoded: false }, 10)).not.toThrow();
  });
});
