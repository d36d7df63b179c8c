import { registerNamespaces } from '../../i18n';
import { shifts as elShifts } from '../../i18n/locales/el/shifts';
import { shifts as enShifts } from '../../i18n/locales/en/shifts';

export { ShiftWaitlistPage } from './shift-waitlist-page';

registerNamespaces({ shifts: { en: enShifts, el: elShifts } });
