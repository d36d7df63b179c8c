import { positionsAll } from '@careshift/contract/operations/positions';
import { myShiftsList } from '@careshift/contract/operations/shifts';

import { provideOperations } from '../../api/client';
import { registerNamespaces } from '../../i18n';

import { PARTNER_SHIFTS_TEXTS } from './namespaces';

export { MyShiftsPage } from './my-shifts-page';

registerNamespaces(PARTNER_SHIFTS_TEXTS);
// The page's first calls arrive with this chunk, not one round trip after it.
provideOperations(myShiftsList, positionsAll);
