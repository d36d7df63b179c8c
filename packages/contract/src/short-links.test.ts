import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { idOfShortRef, shiftLink, shortRefOf } from './short-links';

describe('short links', () => {
  it('should turn a UUID into 22 URL-safe characters and back', () => {
    for (const id of [
      randomUUID(),
      randomUUID(),
      '00000000-0000-4000-8000-000000000000',
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    ]) {
      const ref = shortRefOf(id) ?? '';
      expect(ref).toMatch(/^[A-Za-z0-9_-]{22}$/u);
      expect(idOfShortRef(ref)).toBe(id);
    }
  });

  it('should refuse refs it does not write and ids that are not UUIDs', () => {
    expect(shortRefOf('swept-1')).toBeUndefined();
    expect(idOfShortRef('abc')).toBeUndefined();
    expect(idOfShortRef(`${'A'.repeat(21)}B`)).toBeUndefined();
    expect(idOfShortRef(`${'A'.repeat(21)}.`)).toBeUndefined();
  });

  it('should link a shift by its short ref, and any other id by its page', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(shiftLink('https://app.careshift.cy/', id)).toBe(`https://app.careshift.cy/s/${shortRefOf(id)}`);
    expect(shiftLink('https://app.careshift.cy', 'swept-1')).toBe(
      'https://app.careshift.cy/requests/swept-1',
    );
  });
});
