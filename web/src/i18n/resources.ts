import { validationMessages } from '@careshift/contract/messages';

import { activity as elActivity } from './locales/el/activity';
import { auth as elAuth } from './locales/el/auth';
import { clients as elClients } from './locales/el/clients';
import { clockIn as elClockIn } from './locales/el/clock-in';
import { common as elCommon } from './locales/el/common';
import { configuration as elConfiguration } from './locales/el/configuration';
import { dashboard as elDashboard } from './locales/el/dashboard';
import { documents as elDocuments } from './locales/el/documents';
import { fillRate as elFillRate } from './locales/el/fill-rate';
import { findShift as elFindShift } from './locales/el/find-shift';
import { helpCenter as elHelpCenter } from './locales/el/help-center';
import { invitations as elInvitations } from './locales/el/invitations';
import { invoices as elInvoices } from './locales/el/invoices';
import { landing as elLanding } from './locales/el/landing';
import { partnerMarks as elPartnerMarks } from './locales/el/partner-marks';
import { partners as elPartners } from './locales/el/partners';
import { positions as elPositions } from './locales/el/positions';
import { pushNotifications as elPushNotifications } from './locales/el/push-notifications';
import { pwa as elPwa } from './locales/el/pwa';
import { rateBoost as elRateBoost } from './locales/el/rate-boost';
import { reviews as elReviews } from './locales/el/reviews';
import { settings as elSettings } from './locales/el/settings';
import { shell as elShell } from './locales/el/shell';
import { shiftForm as elShiftForm } from './locales/el/shift-form';
import { shifts as elShifts } from './locales/el/shifts';
import { signInRoles as elSignInRoles } from './locales/el/sign-in-roles';
import { systemUsers as elSystemUsers } from './locales/el/system-users';
import { timesheets as elTimesheets } from './locales/el/timesheets';
import { ui as elUi } from './locales/el/ui';
import { waitlist as elWaitlist } from './locales/el/waitlist';
import { activity as enActivity } from './locales/en/activity';
import { auth as enAuth } from './locales/en/auth';
import { clients as enClients } from './locales/en/clients';
import { clockIn as enClockIn } from './locales/en/clock-in';
import { common as enCommon } from './locales/en/common';
import { configuration as enConfiguration } from './locales/en/configuration';
import { dashboard as enDashboard } from './locales/en/dashboard';
import { documents as enDocuments } from './locales/en/documents';
import { fillRate as enFillRate } from './locales/en/fill-rate';
import { findShift as enFindShift } from './locales/en/find-shift';
import { helpCenter as enHelpCenter } from './locales/en/help-center';
import { invitations as enInvitations } from './locales/en/invitations';
import { invoices as enInvoices } from './locales/en/invoices';
import { landing as enLanding } from './locales/en/landing';
import { partnerMarks as enPartnerMarks } from './locales/en/partner-marks';
import { partners as enPartners } from './locales/en/partners';
import { positions as enPositions } from './locales/en/positions';
import { pushNotifications as enPushNotifications } from './locales/en/push-notifications';
import { pwa as enPwa } from './locales/en/pwa';
import { rateBoost as enRateBoost } from './locales/en/rate-boost';
import { reviews as enReviews } from './locales/en/reviews';
import { settings as enSettings } from './locales/en/settings';
import { shell as enShell } from './locales/en/shell';
import { shiftForm as enShiftForm } from './locales/en/shift-form';
import { shifts as enShifts } from './locales/en/shifts';
import { signInRoles as enSignInRoles } from './locales/en/sign-in-roles';
import { systemUsers as enSystemUsers } from './locales/en/system-users';
import { timesheets as enTimesheets } from './locales/en/timesheets';
import { ui as enUi } from './locales/en/ui';
import { waitlist as enWaitlist } from './locales/en/waitlist';

/**
 * Every namespace in both languages. Used for types and by the completeness test; the running app
 * loads namespaces per route (see registerNamespaces), never this whole table.
 */
export const resources = {
  en: {
    common: enCommon,
    configuration: enConfiguration,
    activity: enActivity,
    settings: enSettings,
    systemUsers: enSystemUsers,
    dashboard: enDashboard,
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
    documents: enDocuments,
    helpCenter: enHelpCenter,
    partners: enPartners,
    clients: enClients,
    invoices: enInvoices,
    timesheets: enTimesheets,
    clockIn: enClockIn,
    partnerMarks: enPartnerMarks,
    invitations: enInvitations,
    waitlist: enWaitlist,
    rateBoost: enRateBoost,
    fillRate: enFillRate,
    pwa: enPwa,
    pushNotifications: enPushNotifications,
    validation: validationMessages.en,
  },
  el: {
    common: elCommon,
    configuration: elConfiguration,
    activity: elActivity,
    settings: elSettings,
    systemUsers: elSystemUsers,
    dashboard: elDashboard,
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
    documents: elDocuments,
    helpCenter: elHelpCenter,
    partners: elPartners,
    clients: elClients,
    invoices: elInvoices,
    timesheets: elTimesheets,
    clockIn: elClockIn,
    partnerMarks: elPartnerMarks,
    invitations: elInvitations,
    waitlist: elWaitlist,
    rateBoost: elRateBoost,
    fillRate: elFillRate,
    pwa: elPwa,
    pushNotifications: elPushNotifications,
    validation: validationMessages.el,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
