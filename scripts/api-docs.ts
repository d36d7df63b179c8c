// Writes docs/api.md from the contract's operation table; `--check` fails when it is out of date.

import { operationList } from '@careshift/contract';

import { FIRST_CALL } from './api-first-call';
import { writeOrCheck } from './generated-file';

const target = new URL('../docs/api.md', import.meta.url);

function fields(schema: unknown): string {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape).join(', ') : schema ? '(schema)' : '';
}

const rows = operationList.map((op) => {
  const access = op.access === 'public' ? 'public' : op.access.join(', ');
  const input = [
    op.input.path ? `path: ${fields(op.input.path)}` : '',
    op.input.query ? `query: ${fields(op.input.query)}` : '',
    op.input.body ? `body: ${fields(op.input.body)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `| \`${op.id}\` | ${op.method} \`${op.path}\` | ${access} | ${op.area} | ${input || '-'} | ${op.summary} |`;
});

const text = [
  '# API',
  '',
  'Generated from `packages/contract` by `npx tsx scripts/api-docs.ts`; do not edit by hand.',
  'Every error reply is `{ "message", "code", "fieldErrors"? }` (see docs/decisions/api/errors.md).',
  '',
  FIRST_CALL,
  '## Operations',
  '',
  '| Operation | Route | Roles | Area | Input | What it does |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');

writeOrCheck(target, text, 'npx tsx scripts/api-docs.ts');
