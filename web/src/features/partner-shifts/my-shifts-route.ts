import { registerNamespaces } from '../../i18n';

import { PARTNER_SHIFTS_TEXTS } from './namespaces';

export { MyShiftsPage } from './my-shifts-page';

registerNamespaces(PARTNER_SHIFTS_TEXTS);
