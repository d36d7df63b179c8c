import { describe, expect, it } from 'vitest';

import { newShiftTexts } from './new-shift-texts';
import { partnerPushPayload } from './partner-push-texts';
import { MAX_NOTICE_SEGMENTS, smsSegments } from './sms-length';

const shift = {
  shiftId: 'shift-1',
  refNumber: 104_217,
  positionName: 'Registered Nurse',
  positionNameEl: 'Νοσηλευτής/τρια',
  clientName: 'Apollo Private Clinic of Limassol and Paphos Districts',
  startDate: '2031-03-13T17:00:00.000Z',
  endDate: '2031-03-14T05:00:00.000Z',
};
const link = 'https://app.careshift.cy/requests/0c6f9f0e-4d7e-4b5a-9a4e-3b0f8e2d1c5a';

describe('the new-shift notice', () => {
  it('should name the shift in the push, in the reader language, and keep the SMS within 2 segments', () => {
    const en = newShiftTexts([shift], 'en', link);
    expect(en.title).toBe('New shift: Registered Nurse');
    expect(en.body).toBe('13/03 19:00–07:00, Apollo Private Clinic of Limassol and Paphos Districts');
    const el = newShiftTexts([shift], 'el', link);
    expect(el.title).toBe('Νέα βάρδια: Νοσηλευτής/τρια');
    for (const texts of [en, el, newShiftTexts([shift, shift, shift], 'el', link)]) {
      expect(smsSegments(texts.sms)).toBeLessThanOrEqual(MAX_NOTICE_SEGMENTS);
      expect(texts.sms).toContain(link);
    }
  });

  it('should summarise a post of several shifts in one notice', () => {
    const texts = newShiftTexts([shift, { ...shift, refNumber: 104_218 }], 'el', link);
    expect(texts.title).toBe('2 νέες βάρδιες: Νοσηλευτής/τρια');
    expect(texts.body.startsWith('Πρώτη: 13/03')).toBe(true);
    expect(texts.text).toContain('#104218');
  });

  it("should open the partner's shift from a push about it", () => {
    expect(partnerPushPayload('assigned', { shift }, 'el')).toMatchObject({
      title: 'Σας ανατέθηκε η βάρδια #104217',
      url: '/requests/shift-1',
      lang: 'el',
    });
    expect(partnerPushPayload('reminder', { shift }, 'en').title).toBe('Tomorrow: shift #104217');
  });
});
