import * as contract from '@careshift/contract';

import { partnerDeps } from '../deps';
import { areaHandler, route } from '../http/pipeline';

import { getPartner, listPartners } from './partner-reads';
import { createPartner, removePartner, updatePartner } from './partners';

/** The partners area Lambda: partner records, whose phone sign-ins follow them (issue 5). */
export const handler = areaHandler([
  route(contract.partnersList, ({ query }) => listPartners(partnerDeps(), query)),
  route(contract.partnerGet, ({ path }, { viewer }) => getPartner(partnerDeps(), viewer, path.partnerId)),
  route(contract.partnerCreate, ({ body }, { viewer }) => createPartner(partnerDeps(), viewer, body)),
  route(contract.partnerUpdate, ({ path, body }, { viewer }) =>
    updatePartner(partnerDeps(), viewer, path.partnerId, body),
  ),
  route(contract.partnerRemove, ({ path }, { viewer }) =>
    removePartner(partnerDeps(), viewer, path.partnerId),
  ),
]);
