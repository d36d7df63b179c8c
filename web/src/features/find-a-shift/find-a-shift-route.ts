import { registerNamespaces } from '../../i18n';
import { findShift as elFindShift } from '../../i18n/locales/el/find-shift';
import { requests as elRequests } from '../../i18n/locales/el/requests';
import { findShift as enFindShift } from '../../i18n/locales/en/find-shift';
import { requests as enRequests } from '../../i18n/locales/en/requests';

export { FindAShiftPage } from './find-a-shift-page';

registerNamespaces({
  requests: { en: enRequests, el: elRequests },
  findShift: { en: enFindShift, el: elFindShift },
});
