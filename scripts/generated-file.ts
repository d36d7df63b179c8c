// Writes a file generated from the contract, or with `--check` fails when the committed one differs.
import { readFileSync, writeFileSync } from 'node:fs';

export function writeOrCheck(target: URL, text: string, command: string): void {
  if (!process.argv.includes('--check')) {
    writeFileSync(target, text);
    return;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as out of date
  }
  if (current !== text) {
    console.error(`${target.pathname.split('/').slice(-2).join('/')} is out of date: run \`${command}\``);
    process.exit(1);
  }
}
