import { validationMessages } from '@careshift/contract/messages';

import { auth as elAuth } from './locales/el/auth';
import { clients as elClients } from './locales/el/clients';
import { common as elCommon } from './locales/el/common';
import { configuration as elConfiguration } from './locales/el/configuration';
import { findShift as elFindShift } from './locales/el/find-shift';
import { landing as elLanding } from './locales/el/landing';
import { positions as elPositions } from './locales/el/positions';
import { reviews as elReviews } from './locales/el/reviews';
import { shell as elShell } from './locales/el/shell';
import { shiftForm as elShiftForm } from './locales/el/shift-form';
import { shifts as elShifts } from './locales/el/shifts';
import { signInRoles as elSignInRoles } from './locales/el/sign-in-roles';
import { ui as elUi } from './locales/el/ui';
import { auth as enAuth } from './locales/en/auth';
import { clients as enClients } from './locales/en/clients';
import { common as enCommon } from './locales/en/common';
import { configuration as enConfiguration } from './locales/en/configuration';
import { findShift as enFindShift } from './locales/en/find-shift';
import { landing as enLanding } from './locales/en/landing';
import { positions as enPositions } from './locales/en/positions';
import { reviews as enReviews } from './locales/en/reviews';
import { shell as enShell } from './locales/en/shell';
import { shiftForm as enShiftForm } from './locales/en/shift-form';
import { shifts as enShifts } from './locales/en/shifts';
import { signInRoles as enSignInRoles } from './locales/en/sign-in-roles';
import { ui as enUi } from './locales/en/ui';

/**
 * Every namespace in both languages. Used for types and by the completeness test; the running app
 * loads namespaces per route (see registerNamespaces), never this whole table.
 */
export const resources = {
  en: {
    common: enCommon,
    configuration: enConfiguration,
    landing: enLanding,
    auth: enAuth,
    signInRoles: enSignInRoles,
    shell: enShell,
    ui: enUi,
    positions: enPositions,
    shifts: enShifts,
    shiftForm: enShiftForm,
    reviews: enReviews,
    findShift: enFindShift,
    clients: enClients,
    validation: validationMessages.en,
  },
  el: {
    common: elCommon,
    configuration: elConfiguration,
    landing: elLanding,
    auth: elAuth,
    signInRoles: elSignInRoles,
    shell: elShell,
    ui: elUi,
    positions: elPositions,
    shifts: elShifts,
    shiftForm: elShiftForm,
    reviews: elReviews,
    findShift: elFindShift,
    clients: elClients,
    validation: validationMessages.el,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
