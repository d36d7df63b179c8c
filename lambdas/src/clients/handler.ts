import * as contract from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

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
  route(contract.clientShiftCounts, ({ path }) => getClientShiftCounts(clientDeps(), path.clientId)),
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
