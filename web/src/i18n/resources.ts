import { validationMessages } from '@careshift/contract/messages';

import { auth as elAuth } from './locales/el/auth';
import { claims as elClaims } from './locales/el/claims';
import { common as elCommon } from './locales/el/common';
import { findShift as elFindShift } from './locales/el/find-shift';
import { landing as elLanding } from './locales/el/landing';
import { positions as elPositions } from './locales/el/positions';
import { requests as elRequests } from './locales/el/requests';
import { reviews as elReviews } from './locales/el/reviews';
import { shell as elShell } from './locales/el/shell';
import { shiftForm as elShiftForm } from './locales/el/shift-form';
import { auth as enAuth } from './locales/en/auth';
import { claims as enClaims } from './locales/en/claims';
import { common as enCommon } from './locales/en/common';
import { findShift as enFindShift } from './locales/en/find-shift';
import { landing as enLanding } from './locales/en/landing';
import { positions as enPositions } from './locales/en/positions';
import { requests as enRequests } from './locales/en/requests';
import { reviews as enReviews } from './locales/en/reviews';
import { shell as enShell } from './locales/en/shell';
import { shiftForm as enShiftForm } from './locales/en/shift-form';

/**
 * Every namespace in both languages. Used for types and by the completeness test; the running app
 * loads namespaces per route (see registerNamespaces), never this whole table.
 */
export const resources = {
  en: {
    common: enCommon,
    landing: enLanding,
    auth: enAuth,
    claims: enClaims,
    shell: enShell,
    positions: enPositions,
    requests: enRequests,
    shiftForm: enShiftForm,
    reviews: enReviews,
    findShift: enFindShift,
    validation: validationMessages.en,
  },
  el: {
    common: elCommon,
    landing: elLanding,
    auth: elAuth,
    claims: elClaims,
    shell: elShell,
    positions: elPositions,
    requests: elRequests,
    shiftForm: elShiftForm,
    reviews: elReviews,
    findShift: elFindShift,
    validation: validationMessages.el,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
