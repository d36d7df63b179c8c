import { describe, expect, it } from 'vitest';

import { AREAS, operationList, routeKey } from '@careshift/contract';

import { hasAreaHandler, loadAreaHandler } from './areas';

describe('area Lambdas against the contract', () => {
  it('should have a Lambda for every area that has operations', () => {
    const areas = [...new Set(operationList.map((operation) => operation.area))];
    expect(areas.filter((area) => !hasAreaHandler(area))).toEqual([]);
  });

  it('should serve every operation of an area, and nothing the contract does not have', async () => {
    for (const area of AREAS.filter(hasAreaHandler)) {
      const served = [...(await loadAreaHandler(area)).routeKeys].sort();
      const expected = operationList
        .filter((operation) => operation.area === area)
        .map((operation) => routeKey(operation))
        .sort();
      expect({ area, served }).toEqual({ area, served: expected });
    }
  }, 60_000);
});
