import { registerNamespaces } from '../../i18n';

import { SHIFT_FORM_TEXTS, SHIFTS_TEXTS } from './namespaces';

export { MultiCreatePage } from './multi-create-page';

registerNamespaces({ ...SHIFTS_TEXTS, ...SHIFT_FORM_TEXTS });
