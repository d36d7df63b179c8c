import { describe, expect, it } from 'vitest';

import { parseUserFilter } from './list-users-filter';
import type { TwinUser } from './user-store';

const user = (username: string, attributes: Record<string, string>, enabled = true): TwinUser => ({
  username,
  attributes: new Map(Object.entries({ sub: username, ...attributes })),
  passwordHash: undefined,
  status: 'CONFIRMED',
  enabled,
  createdAt: new Date(0),
  modifiedAt: new Date(0),
  resetCode: undefined,
});

const maria = user('u-1', { email: 'maria@care.example', phone_number: '+35799000001' });
const nikos = user('u-2', { email: 'nikos@care.example' }, false);

describe('ListUsers filter', () => {
  it('should match exact values and prefixes', () => {
    expect([maria, nikos].filter(parseUserFilter('email = "maria@care.example"'))).toEqual([maria]);
    expect([maria, nikos].filter(parseUserFilter('email ^= "n"'))).toEqual([nikos]);
    expect([maria, nikos].filter(parseUserFilter('phone_number = "+35799000001"'))).toEqual([maria]);
    expect([maria, nikos].filter(parseUserFilter('sub = "u-2"'))).toEqual([nikos]);
    expect([maria, nikos].filter(parseUserFilter('status = "Disabled"'))).toEqual([nikos]);
    expect([maria, nikos].filter(parseUserFilter('"username"="u-1"'))).toEqual([maria]);
  });

  it('should match everyone without a filter and nobody lacking the attribute', () => {
    expect([maria, nikos].filter(parseUserFilter(undefined))).toHaveLength(2);
    expect([maria, nikos].filter(parseUserFilter('phone_number ^= "+357"'))).toEqual([maria]);
  });

  it('should refuse attributes the service cannot filter on and malformed filters', () => {
    expect(() => parseUserFilter('custom:role = "OWNER"')).toThrow('Invalid search filter');
    expect(() => parseUserFilter('email == "x"')).toThrow('Invalid search filter');
    expect(() => parseUserFilter('email = x')).toThrow('Invalid search filter');
  });
});
