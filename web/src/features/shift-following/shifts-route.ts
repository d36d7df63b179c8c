import { registerNamespaces } from '../../i18n';

import { SHIFTS_TEXTS } from './namespaces';

export { ClientShiftsTab, PartnerShiftsPage } from './scoped-shifts-page';
export { ShiftsPage } from './shifts-page';

registerNamespaces(SHIFTS_TEXTS);
