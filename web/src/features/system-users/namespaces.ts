import { systemUsers as elSystemUsers } from '../../i18n/locales/el/system-users';
import { systemUsers as enSystemUsers } from '../../i18n/locales/en/system-users';

export const SYSTEM_USERS_TEXTS = { systemUsers: { en: enSystemUsers, el: elSystemUsers } };
