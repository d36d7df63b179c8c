import { apiDescriptionGet } from '@careshift/contract/operations/api-description';
import {
  contactFormSend,
  enquiriesList,
  enquiryUpdate,
  featureIdeaSend,
} from '@careshift/contract/operations/help-center';

import { areaHandler, route } from '../http/pipeline';

import { apiDescription } from './api-description';
import { sendContactMessage, sendFeatureIdea } from './contact';
import { listEnquiries, setEnquiryStatus } from './enquiries';
import { helpCenterDeps } from './public-deps';

/**
 * The public area Lambda: the contact form, the Help Center's feature ideas and enquiries, the API
 * description. The operations are imported by their own files: through the contract's index, esbuild
 * left `apiDescriptionGet` uninitialised in the bundle (the OpenAPI document is imported lazily), and
 * the bundle threw on load (found by `npm run bench -- lambda-bundles`).
 */
export const handler = areaHandler([
  route(apiDescriptionGet, () => apiDescription()),
  route(contactFormSend, ({ body }, { sourceIp }) => sendContactMessage(helpCenterDeps(), body, sourceIp)),
  route(featureIdeaSend, ({ body }, { viewer }) => sendFeatureIdea(helpCenterDeps(), viewer, body)),
  route(enquiriesList, ({ query }) => listEnquiries(helpCenterDeps(), query.cursor)),
  route(enquiryUpdate, ({ path, body }) => setEnquiryStatus(helpCenterDeps(), path.enquiryId, body.status)),
]);
