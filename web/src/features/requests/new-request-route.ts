import { registerNamespaces } from '../../i18n';
import { requests as elRequests } from '../../i18n/locales/el/requests';
import { shiftForm as elShiftForm } from '../../i18n/locales/el/shift-form';
import { requests as enRequests } from '../../i18n/locales/en/requests';
import { shiftForm as enShiftForm } from '../../i18n/locales/en/shift-form';

export { NewRequestPage } from './new-request-page';

registerNamespaces({
  requests: { en: enRequests, el: elRequests },
  shiftForm: { en: enShiftForm, el: elShiftForm },
});
