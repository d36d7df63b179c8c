import { describe, expect, it } from 'vitest';

import { allowSmsTo, isSmsAllowed, smsCountryCodes } from './sms-countries';

describe('SMS country codes', () => {
  it('should allow only Cyprus when nothing is configured', () => {
    expect(smsCountryCodes(undefined)).toEqual(['+357']);
    expect(smsCountryCodes('')).toEqual(['+357']);
  });

  it('should read a comma-separated list and drop entries that are not country codes', () => {
    expect(smsCountryCodes('+357, +30,abc')).toEqual(['+357', '+30']);
  });

  it('should allow a Cypriot mobile number and refuse others', () => {
    expect(isSmsAllowed('+35799123456', ['+357'])).toBe(true);
    expect(isSmsAllowed('+447700900123', ['+357'])).toBe(false);
    expect(isSmsAllowed('+3579', ['+357'])).toBe(false);
    expect(isSmsAllowed('35799123456', ['+357'])).toBe(false);
  });

  it('should allow every configured country', () => {
    expect(isSmsAllowed('+306912345678', ['+357', '+30'])).toBe(true);
  });

  it('should answer false for a refused number instead of throwing', () => {
    expect(allowSmsTo('+12025550123', ['+357'])).toBe(false);
    expect(allowSmsTo('+35799123456', ['+357'])).toBe(true);
  });
});
