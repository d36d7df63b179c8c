import { describe, expect, it } from 'vitest';

import { statusBadgeColour } from './status-badge-colour';

describe('statusBadgeColour', () => {
  it('should colour VERIFIED, REFUNDED and PAID green', () => {
    expect(['VERIFIED', 'REFUNDED', 'PAID'].map(statusBadgeColour)).toEqual(['green', 'green', 'green']);
  });

  it('should colour PENDING and PENDING_REFUND as a warning, CLAIMED blue and FINISHED black', () => {
    expect(['PENDING', 'PENDING_REFUND', 'CLAIMED', 'FINISHED'].map(statusBadgeColour)).toEqual([
      'warning',
      'warning',
      'blue',
      'black',
    ]);
  });

  it('should colour anything else red', () => {
    for (const status of [
      'CANCELED',
      'ABANDONED',
      'NO_SHOW',
      'DISABLED',
      'RESTRICTED',
      'ACTIVE',
      'constructor',
      '',
      null,
    ]) {
      expect(statusBadgeColour(status)).toBe('red');
    }
  });
});
