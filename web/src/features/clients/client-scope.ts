import { useParams } from 'react-router';

import { PATHS, pathWithId } from '../../app/paths';
import { useViewer } from '../../hooks/use-viewer';

/**
 * Whose client pages these are: an administrator's `/clients/{id}/…` (every tab), a partner's
 * `/clients/{id}/info` (the public cards only) or the client's own `/account/…` (info and users).
 * One set of page components serves all three; the scope gives them the client and their links.
 */
export interface ClientScope {
  kind: 'administrator' | 'partner' | 'account';
  clientId: string;
  paths: {
    info: string;
    users: string;
    newUser: string;
    editUser: (userId: string) => string;
    requests: string;
    config: string;
    edit: string;
    attendance: string;
    favourites: string;
  };
}

function clientPaths(clientId: string): ClientScope['paths'] {
  const at = (pattern: string) => pathWithId(pattern, clientId);
  return {
    info: at(PATHS.clientInfo),
    users: at(PATHS.clientUsers),
    newUser: at(PATHS.newClientUser),
    editUser: (userId) => at(PATHS.editClientUser).replace(':userId', encodeURIComponent(userId)),
    requests: at(PATHS.clientShifts),
    config: at(PATHS.clientConfig),
    edit: at(PATHS.editClient),
    attendance: at(PATHS.clientAttendance),
    favourites: at(PATHS.clientFavourites),
  };
}

const ACCOUNT_PATHS: ClientScope['paths'] = {
  info: PATHS.accountInfo,
  users: PATHS.accountUsers,
  newUser: PATHS.accountUsers,
  editUser: (userId) => pathWithId(PATHS.editAccountUser, userId),
  requests: PATHS.shifts,
  config: PATHS.accountInfo,
  edit: PATHS.editAccount,
  attendance: PATHS.accountAttendance,
  favourites: PATHS.accountFavourites,
};

/** The scope of the page being shown: the route's client id, or the signed-in client user's own. */
export function useClientScope(): ClientScope {
  const { clientId } = useParams();
  const viewer = useViewer();
  if (!clientId) return { kind: 'account', clientId: viewer.clientId ?? '', paths: ACCOUNT_PATHS };
  return {
    kind: viewer.kind === 'administrator' ? 'administrator' : 'partner',
    clientId,
    paths: clientPaths(clientId),
  };
}
