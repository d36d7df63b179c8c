import { describe, expect, it } from 'vitest';

import { noticeText } from './notification-texts';
import type { ShiftFacts } from './notification-texts';

const shift: ShiftFacts = {
  refNumber: 1042,
  positionName: 'Registered Nurse',
  positionNameEl: 'Νοσηλευτής/τρια',
  clientName: 'Apollo Clinic',
  startDate: '2031-03-13T17:00:00.000Z',
  endDate: '2031-03-14T05:00:00.000Z',
};

describe('notification texts', () => {
  it('should name the position in Greek in a Greek e-mail and in English in an English one', () => {
    expect(noticeText('assigned', { shift }, 'el').text).toContain('Θέση: Νοσηλευτής/τρια');
    expect(noticeText('assigned', { shift }, 'en').text).toContain('Position: Registered Nurse');
  });

  it('should fall back to the English name when the position has no Greek name', () => {
    const { positionNameEl: _none, ...english } = shift;
    expect(noticeText('assigned', { shift: english }, 'el').text).toContain('Θέση: Registered Nurse');
  });

  it('should show both dates of an overnight shift in the e-mail and the SMS', () => {
    const text = noticeText('assigned', { shift }, 'el');
    expect(text.text).toContain('13/03/2031 19:00–14/03/2031 07:00');
    expect(text.sms).toContain('13/03 19:00-14/03 07:00');
  });
});
