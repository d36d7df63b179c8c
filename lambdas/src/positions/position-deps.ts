import { createPositionRepository } from '@careshift/db';

import { clock } from '../clock';
import { repositoriesOf } from '../repositories';

/** The positions area: the position records and the clock. */
export function positionDeps() {
  return { ...repositoriesOf({ positions: createPositionRepository }), clock };
}
