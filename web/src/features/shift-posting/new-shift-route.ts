import { registerNamespaces } from '../../i18n';

import { POSTING_TEXTS } from './namespaces';

export { NewShiftPage } from './new-shift-page';

registerNamespaces(POSTING_TEXTS);
