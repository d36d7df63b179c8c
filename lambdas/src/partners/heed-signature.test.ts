import { describe, expect, it } from 'vitest';

import { signHeedDelivery, verifyHeedSignature } from './heed-signature';

describe('Heed delivery signature', () => {
  const body = JSON.stringify({ partner: { id: 'p1' } });
  const signature = signHeedDelivery('secret', 1_800_000_000, body);

  it('should verify a signature over the same raw body, timestamp and secret', () => {
    expect(
      verifyHeedSignature({
        secret: 'secret',
        rawBody: body,
        timestamp: '1800000000',
        signature,
        nowSeconds: 1_800_000_010,
      }),
    ).toBe(true);
  });

  it('should refuse a changed body, another secret, or a stale timestamp', () => {
    const base = {
      secret: 'secret',
      rawBody: body,
      timestamp: '1800000000',
      signature,
      nowSeconds: 1_800_000_010,
    };
    expect(verifyHeedSignature({ ...base, rawBody: `${body} ` })).toBe(false);
    expect(verifyHeedSignature({ ...base, secret: 'other' })).toBe(false);
    expect(verifyHeedSignature({ ...base, nowSeconds: 1_800_000_000 + 301 })).toBe(false);
    expect(verifyHeedSignature({ ...base, signature: undefined })).toBe(false);
  });
});
