import { basename } from 'node:path';

import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

import { laneOf, LONGEST_JOURNEYS } from './lanes';

/**
 * Vitest's order (failed first, then the longest by the last run's times or by size), with the role
 * walks first and the exclusive journeys after the shared ones: those run one by one at the end instead
 * of holding a worker idle while the other finishes a shared file.
 */
export class LaneSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const longest = (file: TestSpecification) => LONGEST_JOURNEYS.includes(basename(file.moduleId));
    const sorted = await super.sort(files);
    return [
      ...sorted.filter(longest),
      ...sorted.filter((file) => !longest(file) && laneOf(file.moduleId) === 'shared'),
      ...sorted.filter((file) => laneOf(file.moduleId) === 'exclusive'),
    ];
  }
}
