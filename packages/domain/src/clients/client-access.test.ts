import { describe, expect, it } from 'vitest';

import { NotAllowedError, NotFoundError } from '../errors';

import { assertMayChangeClientPositions, clientVisibilityFor } from './client-access';

const worked = async () => true;
const never = async () => false;

describe('clientVisibilityFor', () => {
  it('should show administrators any client with its configuration', async () => {
    await expect(clientVisibilityFor({ role: 'SYSTEM_USER', userId: 'a' }, 'c1', never)).resolves.toBe(
      'administrator',
    );
  });

  it("should show client users their own client and answer another's as not found", async () => {
    await expect(clientVisibilityFor({ role: 'OWNER', clientId: 'c1' }, 'c1', never)).resolves.toBe('own');
    await expect(clientVisibilityFor({ role: 'CLIENT', clientId: 'c2' }, 'c1', worked)).rejects.toThrow(
      NotFoundError,
    );
  });

  it('should show a partner only an organisation it holds or held a shift of', async () => {
    await expect(clientVisibilityFor({ role: 'EMPLOYEE', userId: 'p' }, 'c1', worked)).resolves.toBe(
      'partner',
    );
    await expect(clientVisibilityFor({ role: 'EMPLOYEE', userId: 'p' }, 'c1', never)).rejects.toThrow(
      NotFoundError,
    );
  });

  it('should refuse a viewer without a role as not found', async () => {
    await expect(clientVisibilityFor({}, 'c1', worked)).rejects.toThrow(NotFoundError);
  });
});

describe('assertMayChangeClientPositions', () => {
  it('should let client users drop positions but not add one, and administrators do both', () => {
    const owner = { role: 'OWNER' as const, clientId: 'c1' };
    expect(() => assertMayChangeClientPositions(owner, ['A', 'B'], ['A'])).not.toThrow();
    expect(() => assertMayChangeClientPositions(owner, ['A'], ['A', 'C'])).toThrow(NotAllowedError);
    expect(() => assertMayChangeClientPositions({ role: 'SYSTEM_USER' }, ['A'], ['A', 'C'])).not.toThrow();
  });
});
