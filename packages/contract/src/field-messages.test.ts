import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

import { describeFieldErrors, fieldMessageOf, messageOfText } from './field-messages';
import { messageKey, validationMessages } from './messages';

describe('field messages as keys (issue 33 item 2)', () => {
  it('should read the key and parameters back from every English text of the contract', () => {
    for (const [key, text] of Object.entries(validationMessages.en)) {
      const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/gu)].map((match) => match[1] ?? '');
      const params = Object.fromEntries(names.map((name, i) => [name, `${name}${i}9`]));
      const written = text.replace(/\{\{\s*(\w+)\s*\}\}/gu, (_, name: string) => params[name] ?? '');
      expect(messageOfText(written), key).toEqual(names.length > 0 ? { key, params } : { key });
    }
  });

  it('should tell "at most 100 characters" from "at most 100"', () => {
    expect(messageOfText('Must be at most 100 characters.')).toEqual({
      key: 'maxLength',
      params: { max: '100' },
    });
    expect(messageOfText('Must be at most 100.')).toEqual({ key: 'tooBigNumber', params: { max: '100' } });
    expect(messageOfText('Start must be at most 90 days from now.')).toEqual({
      key: 'startTooFar',
      params: { days: '90' },
    });
    expect(messageOfText('Something else.')).toBeUndefined();
  });

  it('should give the English text and the key of encoded messages', () => {
    expect(fieldMessageOf(messageKey('dateTooEarly', { date: '01/02/2031' }))).toEqual({
      key: 'dateTooEarly',
      params: { date: '01/02/2031' },
    });
    expect(
      describeFieldErrors({
        startDate: messageKey('startTooFar', { days: 90 }),
        claimedBy: 'This partner does not exist.',
        other: 'Not one of ours.',
      }),
    ).toEqual({
      fieldErrors: {
        startDate: 'Start must be at most 90 days from now.',
        claimedBy: 'This partner does not exist.',
        other: 'Not one of ours.',
      },
      fieldMessages: {
        startDate: { key: 'startTooFar', params: { days: '90' } },
        claimedBy: { key: 'partnerNotFound' },
      },
    });
    expect(describeFieldErrors({ a: 'Not one of ours.' })).toEqual({
      fieldErrors: { a: 'Not one of ours.' },
    });
  });

  it('should keep the Greek texts out of a bundle that only describes field errors (the Lambdas)', async () => {
    const entry = fileURLToPath(new URL('./field-messages.ts', import.meta.url));
    const result = await build({
      stdin: {
        contents: `import { describeFieldErrors } from ${JSON.stringify(entry)}; export default describeFieldErrors;`,
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).toContain('This partner does not exist.');
    expect(code).not.toMatch(/[\u0370-\u03ff]/u);
  });
});
