import {
  createClientRepository,
  createPartnerRepositories,
  createPositionRepository,
  createShiftRepositories,
} from '@careshift/db';

import { clock } from '../clock';
import { repositoriesOf } from '../repositories';

/** The positions area: the position records, what uses them (shifts, clients, partners) and the clock. */
export function positionDeps() {
  return {
    ...repositoriesOf({
      positions: createPositionRepository,
      shifts: createShiftRepositories,
      clients: createClientRepository,
      partners: createPartnerRepositories,
    }),
    clock,
  };
}
