import { describe, expect, it } from 'vitest';

import { SHIFT_STATUSES } from '@careshift/domain/shifts/status';

import { resources } from '../i18n/resources';

import { shiftStatusKey } from './shift-status-label';

/** Reads a `ui:` key of the status labels in one language. */
function label(language: 'en' | 'el', key: string): unknown {
  return key
    .replace(/^ui:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[language].ui);
}

/**
 * COMPLETED means the partner paid CareShift's commission invoice; to an organisation, which pays
 * the partner directly, «Εξοφλήθηκε» reads as "we paid" (issue 33 item 1): each reader gets its label.
 */
describe('shift status labels per reader', () => {
  it('should not tell an organisation that a completed shift is paid', () => {
    expect(label('el', shiftStatusKey('COMPLETED', 'client'))).toBe('Έκλεισε');
    expect(label('en', shiftStatusKey('COMPLETED', 'client'))).toBe('Closed');
  });

  it('should keep «Εξοφλήθηκε» for partners and administrators', () => {
    expect(label('el', shiftStatusKey('COMPLETED', 'partner'))).toBe('Εξοφλήθηκε');
    expect(label('el', shiftStatusKey('COMPLETED', 'administrator'))).toBe('Εξοφλήθηκε');
  });

  it('should read every other status the same for every reader', () => {
    for (const status of SHIFT_STATUSES.filter((value) => value !== 'COMPLETED'))
      for (const language of ['en', 'el'] as const)
        expect(label(language, shiftStatusKey(status, 'client'))).toBe(
          label(language, shiftStatusKey(status, 'partner')),
        );
  });
});
