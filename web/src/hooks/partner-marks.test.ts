import { describe, expect, it } from 'vitest';

import type { ClientPartnerMarks } from '@careshift/contract';

import { resources } from '../i18n/resources';

import { markOf } from './use-partner-marks';

const marks: ClientPartnerMarks = {
  favourites: [{ partnerId: 'p-1', partnerName: 'Sofia Kyriacou', createdAt: '2026-11-28T10:00:00Z' }],
  blocks: [
    { partnerId: 'p-2', partnerName: 'Nikos Pavlou', reason: 'Late', createdAt: '2026-11-28T10:00:00Z' },
  ],
  favouritesEarlyAccessHours: 0,
};

describe('partner marks in the web', () => {
  it("should read one partner's marks from the organisation's list, and nothing while it loads", () => {
    expect(markOf(marks, 'p-1')).toEqual({ favourite: true, blocked: false });
    expect(markOf(marks, 'p-2')).toEqual({ favourite: false, blocked: true });
    expect(markOf(marks, 'p-3')).toEqual({ favourite: false, blocked: false });
    expect(markOf(undefined, 'p-1')).toBeUndefined();
  });

  it("should name the actions in English and Greek in the glossary's words", () => {
    expect(resources.en.partnerMarks.actions.block).toBe('Do not send again');
    expect(resources.el.partnerMarks.actions.block).toBe('Να μη σταλεί ξανά');
    expect(resources.en.partnerMarks.actions.addFavourite).toBe('Add to favourites');
    expect(resources.el.partnerMarks.actions.addFavourite).toBe('Προσθήκη στους αγαπημένους');
    for (const language of ['en', 'el'] as const)
      for (const action of ['partner-block-add', 'partner-favourite-add', 'client-favourites-early-access'])
        expect((resources[language].activity.actions as Record<string, string>)[action]).toBeTruthy();
  });
});
