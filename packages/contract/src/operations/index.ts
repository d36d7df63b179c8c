import type { Operation } from '../operation';

import { clientCreateUser, clientRemoveUser, clientUpdateUser, clientUsersList } from './client-users';
import { clientCreate, clientGet, clientsList, clientUpdate } from './clients';
import { employeeCreate, employeeRemove, employeeUpdate, partnerGet, partnersList } from './partners';
import { positionCreate, positionRemove, positionsAll, positionsList, positionUpdate } from './positions';
import {
  requestCancel,
  requestCancelClaim,
  requestClaim,
  requestNoShow,
  requestPaymentNote,
  requestsPartnerSearch,
  requestVerify,
} from './request-actions';
import {
  requestCreate,
  requestGet,
  requestGetEntityCounts,
  requestsFindAShift,
  requestsList,
  requestsMine,
  requestUpdate,
} from './requests';
import { reviewClient, reviewGet } from './reviews';
import {
  systemCreateUser,
  systemRemoveUser,
  systemUpdateUser,
  systemUserGet,
  systemUsersList,
} from './system-users';
import { getUserClaims, updateUserClaims } from './users';

/** The operation table: every call the product makes, keyed by its id (a test checks key = id). */
export const operations = {
  'positions-list': positionsList,
  'positions-all': positionsAll,
  'position-create': positionCreate,
  'position-update': positionUpdate,
  'position-remove': positionRemove,
  getUserClaims,
  updateUserClaims,
  'clients-list': clientsList,
  'client-get': clientGet,
  'client-create': clientCreate,
  'client-update': clientUpdate,
  'client-users-list': clientUsersList,
  'client-createUser': clientCreateUser,
  'client-updateUser': clientUpdateUser,
  'client-removeUser': clientRemoveUser,
  'system-users-list': systemUsersList,
  'system-user-get': systemUserGet,
  'system-createUser': systemCreateUser,
  'system-updateUser': systemUpdateUser,
  'system-removeUser': systemRemoveUser,
  'partners-list': partnersList,
  'partner-get': partnerGet,
  'employee-create': employeeCreate,
  'employee-update': employeeUpdate,
  'employee-remove': employeeRemove,
  'request-create': requestCreate,
  'request-update': requestUpdate,
  'requests-list': requestsList,
  'requests-findAShift': requestsFindAShift,
  'requests-mine': requestsMine,
  'request-get': requestGet,
  'request-getEntityCounts': requestGetEntityCounts,
  'request-claim': requestClaim,
  'request-verify': requestVerify,
  'request-cancel': requestCancel,
  'request-cancelClaim': requestCancelClaim,
  'request-noShow': requestNoShow,
  'request-paymentNote': requestPaymentNote,
  'requests-partnerSearch': requestsPartnerSearch,
  'review-client': reviewClient,
  'review-get': reviewGet,
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

export const operationList: readonly Operation[] = Object.values(operations);
