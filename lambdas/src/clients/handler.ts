import * as contract from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

import { getAutoBoost, updateAutoBoost } from './auto-boost-settings';
import {
  confirmClientFacilityPoint,
  placeClientFacilityPoint,
  updateClientAttendance,
} from './client-attendance';
import { clientDeps } from './client-deps';
import { getClientShiftCounts, updateClientSettings } from './client-settings';
import {
  confirmClientUserEmail,
  createClientUser,
  listClientUsers,
  removeClientUser,
  resetClientUserPassword,
  updateClientUser,
} from './client-users';
import { createClient, getClient, listClients, updateClient } from './clients';
import {
  addPartnerMark,
  listPartnerMarks,
  partnerMarkDeps,
  removePartnerMark,
  updateFavouritesEarlyAccess,
} from './partner-marks';

/** The clients area Lambda: organisations and their users, whose sign-ins follow the records (issue 5). */
export const handler = areaHandler([
  route(contract.clientsList, ({ query }, { viewer }) => listClients(clientDeps(), viewer, query)),
  route(contract.clientGet, ({ path }, { viewer }) => getClient(clientDeps(), viewer, path.clientId)),
  route(contract.clientCreate, ({ body }, { viewer }) => createClient(clientDeps(), viewer, body)),
  // One operation, two bodies (spec section 7): the client's details, or its configuration alone.
  route(contract.clientUpdate, ({ path, body }, { viewer }) =>
    'configs' in body
      ? updateClientSettings(clientDeps(), viewer, path.clientId, body)
      : updateClient(clientDeps(), viewer, path.clientId, body),
  ),
  // Attendance (issue 34): radius and rounding, the facility point and its confirmation.
  route(contract.clientUpdateAttendance, ({ path, body }, { viewer }) =>
    updateClientAttendance(clientDeps(), viewer, path.clientId, body),
  ),
  route(contract.clientPlaceFacilityPoint, ({ path, body }, { viewer }) =>
    placeClientFacilityPoint(clientDeps(), viewer, path.clientId, body),
  ),
  route(contract.clientConfirmFacilityPoint, ({ path, body }, { viewer }) =>
    confirmClientFacilityPoint(clientDeps(), viewer, path.clientId, body),
  ),
  route(contract.clientShiftCounts, ({ path }) => getClientShiftCounts(clientDeps(), path.clientId)),
  // Favourites and blocks (issue 35 item 1): lambdas/src/clients/partner-marks.ts.
  route(contract.partnerMarksList, ({ path }, { viewer }) =>
    listPartnerMarks(partnerMarkDeps(), viewer, path.clientId),
  ),
  route(contract.partnerFavouriteAdd, ({ path }, { viewer }) =>
    addPartnerMark(partnerMarkDeps(), viewer, path, { kind: 'FAVOURITE' }),
  ),
  route(contract.partnerFavouriteRemove, ({ path }, { viewer }) =>
    removePartnerMark(partnerMarkDeps(), viewer, path, 'FAVOURITE'),
  ),
  route(contract.partnerBlockAdd, ({ path, body }, { viewer }) =>
    addPartnerMark(partnerMarkDeps(), viewer, path, { kind: 'BLOCK', ...body }),
  ),
  route(contract.partnerBlockRemove, ({ path }, { viewer }) =>
    removePartnerMark(partnerMarkDeps(), viewer, path, 'BLOCK'),
  ),
  route(contract.favouritesEarlyAccessUpdate, ({ path, body }, { viewer }) =>
    updateFavouritesEarlyAccess(partnerMarkDeps(), viewer, path.clientId, body),
  ),
  // The automatic rate boost (issue 35 item 4): lambdas/src/clients/auto-boost-settings.ts.
  route(contract.clientAutoBoostGet, ({ path }, { viewer }) =>
    getAutoBoost(partnerMarkDeps(), viewer, path.clientId),
  ),
  route(contract.clientAutoBoostUpdate, ({ path, body }, { viewer }) =>
    updateAutoBoost(partnerMarkDeps(), viewer, path.clientId, body),
  ),
  route(contract.clientUsersList, ({ path, query }, { viewer }) =>
    listClientUsers(clientDeps(), viewer, path.clientId, query.cursor),
  ),
  route(contract.clientUserCreate, ({ path, body }) => createClientUser(clientDeps(), path.clientId, body)),
  route(contract.clientUserUpdate, ({ path, body }, { viewer }) =>
    updateClientUser(clientDeps(), viewer, path, body),
  ),
  route(contract.clientUserRemove, ({ path }, { viewer }) => removeClientUser(clientDeps(), viewer, path)),
  route(contract.clientUserConfirmEmail, ({ path }, { viewer }) =>
    confirmClientUserEmail(clientDeps(), viewer, path),
  ),
  route(contract.clientUserResetPassword, ({ path }, { viewer }) =>
    resetClientUserPassword(clientDeps(), viewer, path),
  ),
]);
