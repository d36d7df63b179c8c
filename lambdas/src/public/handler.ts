import * as contract from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

import { apiDescription } from './api-description';
import { sendContactMessage, sendFeatureIdea } from './contact';
import { listEnquiries, setEnquiryStatus } from './enquiries';
import { helpCenterDeps } from './public-deps';

/** The public area Lambda: the contact form, the Help Center's feature ideas and enquiries, the API description. */
export const handler = areaHandler([
  route(contract.apiDescriptionGet, () => apiDescription()),
  route(contract.contactFormSend, ({ body }, { sourceIp }) =>
    sendContactMessage(helpCenterDeps(), body, sourceIp),
  ),
  route(contract.featureIdeaSend, ({ body }, { viewer }) => sendFeatureIdea(helpCenterDeps(), viewer, body)),
  route(contract.enquiriesList, ({ query }) => listEnquiries(helpCenterDeps(), query.cursor)),
  route(contract.enquiryUpdate, ({ path, body }) =>
    setEnquiryStatus(helpCenterDeps(), path.enquiryId, body.status),
  ),
]);
