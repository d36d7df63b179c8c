import { registerNamespaces } from '../../i18n';

import { POSTING_TEXTS } from './namespaces';

export { MultiCreatePage } from './multi-create-page';

registerNamespaces(POSTING_TEXTS);
