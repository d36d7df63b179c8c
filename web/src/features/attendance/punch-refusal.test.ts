import { describe, expect, it } from 'vitest';

import { ApiError } from '../../api/api-error';

import { isUnsent, punchRefusalText } from './punch-refusal';

describe('what a refused punch says', () => {
  it('should say the domain’s text of the server’s code, in the partner’s language, with what it names', () => {
    const outside = new ApiError(
      409,
      'You are 5000 m…',
      'PUNCH_REASON_REQUIRED',
      {},
      { distance: 5000, radius: 300 },
    );
    expect(punchRefusalText(outside, 'en', 'x')).toContain(
      'You are 5000 m from the facility (allowed: 300 m)',
    );
    expect(punchRefusalText(outside, 'el', 'x')).toContain('5000');
    expect(punchRefusalText(outside, 'el', 'x')).not.toContain('You are');
  });

  it('should say the server’s own message for other refusals, and the fallback when there is none', () => {
    expect(
      punchRefusalText(
        new ApiError(409, 'This shift is no longer yours to work.', 'SHIFT_NOT_HELD'),
        'en',
        'x',
      ),
    ).toBe('This shift is no longer yours to work.');
    expect(punchRefusalText(new Error('boom'), 'en', 'fallback')).toBe('fallback');
  });

  it('should treat no reply as unsent (queued), and any answer as sent', () => {
    expect(isUnsent(new ApiError(0, 'offline', 'NETWORK'))).toBe(true);
    expect(isUnsent(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnsent(new ApiError(409, 'refused', 'PUNCH_TOO_EARLY'))).toBe(false);
  });
});
