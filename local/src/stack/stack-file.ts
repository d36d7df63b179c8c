import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { LocalStack } from './stack';

/** `.local/stack.json` (git-ignored): where the running `npm start` stack is, for `npm run seed`. */
export const STACK_FILE = fileURLToPath(new URL('../../../.local/stack.json', import.meta.url));

export type StackFile = Pick<
  LocalStack,
  'urls' | 'region' | 'tableName' | 'documentsBucket' | 'userPoolId' | 'userPoolClientId'
> & { pid: number };

export function writeStackFile(stack: LocalStack): void {
  const content: StackFile = {
    pid: process.pid,
    urls: stack.urls,
    region: stack.region,
    tableName: stack.tableName,
    documentsBucket: stack.documentsBucket,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
  };
  mkdirSync(dirname(STACK_FILE), { recursive: true });
  writeFileSync(STACK_FILE, `${JSON.stringify(content, null, 2)}\n`);
}

/** The running stack, or undefined when none is (its process is gone). */
export function readStackFile(): StackFile | undefined {
  let content: StackFile;
  try {
    content = JSON.parse(readFileSync(STACK_FILE, 'utf8')) as StackFile;
  } catch {
    return undefined;
  }
  try {
    process.kill(content.pid, 0);
    return content;
  } catch {
    return undefined;
  }
}

export function removeStackFile(): void {
  rmSync(STACK_FILE, { force: true });
}
