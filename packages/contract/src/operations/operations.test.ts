import { describe, expect, it } from 'vitest';

import { routeKey } from '../operation';

import { operationList, operations } from './index';

describe('operation table', () => {
  it('should key every operation by its own id', () => {
    for (const [key, operation] of Object.entries(operations)) expect(operation.id).toBe(key);
  });

  it('should give every operation a unique route', () => {
    const keys = operationList.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('should keep every path under /api', () => {
    for (const operation of operationList) expect(operation.path.startsWith('/api/')).toBe(true);
  });
});
