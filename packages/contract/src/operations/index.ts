import type { Operation } from '../operation';

import { apiDescriptionGet } from './api-description';
import {
  clientTimesheetsList,
  myTimesheetsList,
  shiftPunch,
  shiftTimesheetGet,
  timesheetApprove,
  timesheetDispute,
  timesheetSettle,
  timesheetsApproveDay,
  timesheetsQueue,
} from './attendance';
import {
  clientConfirmFacilityPoint,
  clientPlaceFacilityPoint,
  clientUpdateAttendance,
} from './client-attendance';
import { clientCreate, clientUpdate } from './client-edits';
import {
  clientUserConfirmEmail,
  clientUserCreate,
  clientUserRemove,
  clientUserResetPassword,
  clientUserUpdate,
  clientUsersList,
} from './client-users';
import { clientGet, clientShiftCounts, clientsList } from './clients';
import { fillingOperations } from './filling-operations';
import { contactFormSend, enquiriesList, enquiryUpdate, featureIdeaSend } from './help-center';
import {
  invoiceCancel,
  invoiceCheckout,
  invoiceCreate,
  invoiceDownload,
  invoiceGet,
  invoicePay,
  invoicePending,
  invoiceRefund,
  invoiceSend,
  invoiceableWork,
  invoicesExport,
  invoicesList,
  shiftsExport,
  stripeWebhook,
} from './invoices';
import {
  partnerDocumentConfirm,
  partnerDocumentDownload,
  partnerDocumentRemove,
  partnerDocumentRename,
  partnerDocumentsList,
  partnerDocumentUpload,
} from './partner-documents';
import {
  partnerCalendarFeed,
  partnerCalendarTokenCreate,
  partnerReviewsList,
  partnerStatisticsGet,
  partnerTransferToHeed,
} from './partner-extras';
import {
  favouritesEarlyAccessUpdate,
  partnerBlockAdd,
  partnerBlockRemove,
  partnerFavouriteAdd,
  partnerFavouriteRemove,
  partnerMarksList,
} from './partner-marks';
import { partnerCreate, partnerRemove, partnerUpdate, partnerGet, partnersList } from './partners';
import { pendingPenalties } from './penalties';
import { positionCreate, positionRemove, positionsAll, positionsList, positionUpdate } from './positions';
import { shiftReviewCreate, shiftReviewGet } from './reviews';
import { auditList, settingsGet, settingsUpdateConfigs, settingsVatGet, settingsVatUpdate } from './settings';
import {
  shiftCancel,
  shiftCancelClaim,
  shiftClaim,
  shiftNoShow,
  paymentNoteDownload,
  assignablePartnersSearch,
  shiftVerify,
} from './shift-actions';
import { shiftQuote } from './shift-quote';
import {
  shiftCreate,
  shiftGet,
  entityCountsGet,
  openShiftsList,
  shiftsList,
  myShiftsList,
  shiftUpdate,
} from './shifts';
import { signInRoleGet, signInRoleUpdate } from './sign-in-roles';
import { monthlyStatisticsGet } from './statistics';
import {
  systemUserConfirmEmail,
  systemUserCreate,
  systemUserRemove,
  systemUserUpdate,
  systemUserGet,
  systemUsersList,
} from './system-users';
import { timesheetsExport } from './timesheet-export';
import { partnerUsage, positionUsage } from './usage';

/** The operation table: every call the product makes, keyed by its id (a test checks key = id). */
export const operations = {
  'positions-list': positionsList,
  'positions-all': positionsAll,
  'position-create': positionCreate,
  'position-update': positionUpdate,
  'position-remove': positionRemove,
  'position-usage': positionUsage,
  getUserClaims: signInRoleGet,
  updateUserClaims: signInRoleUpdate,
  'clients-list': clientsList,
  'client-get': clientGet,
  'client-create': clientCreate,
  'client-update': clientUpdate,
  'client-updateAttendance': clientUpdateAttendance,
  'client-placeFacilityPoint': clientPlaceFacilityPoint,
  'client-confirmFacilityPoint': clientConfirmFacilityPoint,
  'client-shift-counts': clientShiftCounts,
  'client-partnerMarks': partnerMarksList,
  'client-favouriteAdd': partnerFavouriteAdd,
  'client-favouriteRemove': partnerFavouriteRemove,
  'client-blockAdd': partnerBlockAdd,
  'client-blockRemove': partnerBlockRemove,
  'client-favouritesEarlyAccess': favouritesEarlyAccessUpdate,
  'client-users-list': clientUsersList,
  'client-createUser': clientUserCreate,
  'client-updateUser': clientUserUpdate,
  'client-removeUser': clientUserRemove,
  'client-user-resetPassword': clientUserResetPassword,
  'client-user-confirmEmail': clientUserConfirmEmail,
  'system-users-list': systemUsersList,
  'system-user-get': systemUserGet,
  'system-createUser': systemUserCreate,
  'system-updateUser': systemUserUpdate,
  'system-removeUser': systemUserRemove,
  'system-user-confirmEmail': systemUserConfirmEmail,
  'partners-list': partnersList,
  'partner-get': partnerGet,
  'employee-create': partnerCreate,
  'employee-update': partnerUpdate,
  'employee-remove': partnerRemove,
  'employee-usage': partnerUsage,
  'employee-documents-list': partnerDocumentsList,
  'employee-document-upload': partnerDocumentUpload,
  'employee-document-confirm': partnerDocumentConfirm,
  'employee-document-download': partnerDocumentDownload,
  'employee-document-rename': partnerDocumentRename,
  'employee-document-remove': partnerDocumentRemove,
  'employee-transferToHeed': partnerTransferToHeed,
  'partner-reviews-list': partnerReviewsList,
  'request-getPartnersCount': partnerStatisticsGet,
  'partner-calendarToken-create': partnerCalendarTokenCreate,
  'partner-calendar-feed': partnerCalendarFeed,
  'request-create': shiftCreate,
  'request-update': shiftUpdate,
  'request-quote': shiftQuote,
  'requests-list': shiftsList,
  'requests-findAShift': openShiftsList,
  'requests-mine': myShiftsList,
  'request-get': shiftGet,
  'request-getEntityCounts': entityCountsGet,
  'request-getMonthlyStatistics': monthlyStatisticsGet,
  'request-claim': shiftClaim,
  'request-verify': shiftVerify,
  'request-cancel': shiftCancel,
  'request-cancelClaim': shiftCancelClaim,
  'request-noShow': shiftNoShow,
  'request-paymentNote': paymentNoteDownload,
  'requests-partnerSearch': assignablePartnersSearch,
  'review-client': shiftReviewCreate,
  'review-get': shiftReviewGet,
  'settings-get': settingsGet,
  'settings-updateConfigs': settingsUpdateConfigs,
  'settings-vat': settingsVatGet,
  'settings-updateVat': settingsVatUpdate,
  'audit-list': auditList,
  'settings-contactForm': contactFormSend,
  'settings-featureIdea': featureIdeaSend,
  'enquiries-list': enquiriesList,
  'enquiry-update': enquiryUpdate,
  'invoices-list': invoicesList,
  'invoice-get': invoiceGet,
  'invoice-invoiceable': invoiceableWork,
  'invoice-create': invoiceCreate,
  'invoice-pay': invoicePay,
  'invoice-pending': invoicePending,
  'invoice-cancel': invoiceCancel,
  'invoice-send': invoiceSend,
  'invoice-download': invoiceDownload,
  'invoice-checkout': invoiceCheckout,
  'invoice-refund': invoiceRefund,
  'penalties-pending': pendingPenalties,
  'payments-stripeWebhook': stripeWebhook,
  'invoices-export': invoicesExport,
  'requests-export': shiftsExport,
  'openapi-get': apiDescriptionGet,
  'request-punch': shiftPunch,
  'request-timesheet': shiftTimesheetGet,
  'timesheets-mine': myTimesheetsList,
  'timesheets-client': clientTimesheetsList,
  'timesheet-approve': timesheetApprove,
  'timesheet-dispute': timesheetDispute,
  'timesheets-approveDay': timesheetsApproveDay,
  'timesheets-queue': timesheetsQueue,
  'timesheets-export': timesheetsExport,
  'timesheet-settle': timesheetSettle,
  ...fillingOperations,
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

export const operationList: readonly Operation[] = Object.values(operations);
