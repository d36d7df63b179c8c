// Writes docs/openapi.json (OpenAPI 3.1) from the contract's operation table; `--check` fails when
// it is out of date. The document is built by packages/contract/src/openapi (the API serves the
// same one at GET /api/openapi.json).

import { openApiDocument } from '@careshift/contract/openapi/document';

import { writeOrCheck } from './generated-file';

const target = new URL('../docs/openapi.json', import.meta.url);

const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;

writeOrCheck(target, text, 'npx tsx scripts/openapi.ts');
