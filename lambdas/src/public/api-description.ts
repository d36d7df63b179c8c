import type { apiDescriptionGet, OperationOutput } from '@careshift/contract';

type ApiDescription = OperationOutput<typeof apiDescriptionGet>;

let cached: Promise<ApiDescription> | undefined;

/**
 * The OpenAPI document of the API (the same as docs/openapi.json, which the contract test compares),
 * built from the contract on the first call of a container (about 40 ms) and kept. Imported lazily, so
 * the contact form's cold start does not evaluate every operation's schemas.
 */
export function apiDescription(): Promise<ApiDescription> {
  cached ??= import('@careshift/contract/openapi/document').then(
    ({ openApiDocument }) => openApiDocument() as ApiDescription,
  );
  return cached;
}
