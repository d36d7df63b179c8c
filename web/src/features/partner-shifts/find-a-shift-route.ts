import { positionsAll } from '@careshift/contract/operations/positions';
import { openShiftsList } from '@careshift/contract/operations/shifts';

import { provideOperations } from '../../api/client';
import { registerNamespaces } from '../../i18n';

import { PARTNER_SHIFTS_TEXTS } from './namespaces';

export { FindAShiftPage } from './find-a-shift-page';

registerNamespaces(PARTNER_SHIFTS_TEXTS);
// The page's first calls arrive with this chunk, not one round trip after it.
provideOperations(openShiftsList, positionsAll);
