import * as z from 'zod/mini';

import { defineOperation } from '../operation';

/** The OpenAPI 3.1 document itself (docs/openapi.json), for integrators and client generators. */
export const apiDescriptionGet = defineOperation({
  id: 'openapi-get',
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  area: 'public',
  summary:
    'This API described in OpenAPI 3.1 (the same document as docs/openapi.json): operations, roles, inputs, replies and error codes.',
  input: {},
  output: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
});
