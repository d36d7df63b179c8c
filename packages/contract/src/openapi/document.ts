import { operationList } from '../operations';

import { components } from './components';
import type { JsonSchema } from './json-schema';
import { operationObject } from './paths';

const DESCRIPTION = [
  'The CareShift API: every call the web app makes, generated from packages/contract ' +
    '(`npx tsx scripts/openapi.ts`; do not edit by hand). It is served at `GET /api/openapi.json`.',
  '',
  '**Signing in:** see the `cognito` security scheme and docs/api.md. Role values: SYSTEM_USER ' +
    '(administrator), CLIENT and OWNER (client users), EMPLOYEE (partner); see docs/glossary.md.',
  '',
  '**Errors:** the API answers `{message, code, fieldErrors?}` (`ErrorReply`); `code` is one of `ErrorCode`. ' +
    'Where API Gateway answers itself (its JWT authorizer, a route that does not exist) the reply is ' +
    '`{"message": "Unauthorized"}` or `{"message": "Not Found"}` without a code (`GatewayReply`).',
  '',
  '**Lists:** a page has `items` and `cursor`; send the `cursor` back with the same filters for the next ' +
    'page (`cursor: null` on the last). Each list says its page size (10 or 20 rows); where it takes `limit`, ' +
    'that is a whole number within its declared range. **Input:** an unknown query parameter is 400; request bodies are ' +
    'JSON of at most 512 KiB.',
].join('\n');

/** The OpenAPI 3.1 document of the API, built from the contract's operation table. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operationList) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method.toLowerCase()] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'CareShift API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/', description: "The app's own origin: the API is under /api." }],
    components: components(),
    paths,
  };
}
