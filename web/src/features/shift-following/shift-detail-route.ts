import { registerNamespaces } from '../../i18n';

import { REVIEWS_TEXTS, SHIFTS_TEXTS } from './namespaces';

export { ShiftDetailPage } from './shift-detail-page';

registerNamespaces({ ...SHIFTS_TEXTS, ...REVIEWS_TEXTS });
