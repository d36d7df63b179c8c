import { describe, expect, it } from 'vitest';

import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('should show bytes, kilobytes and megabytes with the language’s decimal mark', () => {
    expect(formatFileSize(820, 'en')).toBe('820 B');
    expect(formatFileSize(14 * 1024, 'en')).toBe('14 KB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'el')).toBe('2,5 MB');
  });
});
