import { describe, expect, it } from 'vitest';

import { loginPathFor, safeNextPath } from './paths';

describe('safeNextPath', () => {
  it('should follow only paths of this site', () => {
    expect(safeNextPath('/positions?x=1')).toBe('/positions?x=1');
    expect(safeNextPath('https://evil.example')).toBeUndefined();
    expect(safeNextPath('//evil.example')).toBeUndefined();
    expect(safeNextPath('/\\evil.example')).toBeUndefined();
    expect(safeNextPath('/login?next=/x')).toBeUndefined();
    expect(safeNextPath(null)).toBeUndefined();
  });

  it('should round-trip through the login address', () => {
    const path = loginPathFor('/positions?sort=name');
    expect(safeNextPath(new URL(path, 'http://x').searchParams.get('next'))).toBe('/positions?sort=name');
  });
});
