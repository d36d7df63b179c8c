import { registerNamespaces } from '../../i18n';

import { PARTNER_SHIFTS_TEXTS } from './namespaces';

export { FindAShiftPage } from './find-a-shift-page';

registerNamespaces(PARTNER_SHIFTS_TEXTS);
