import { describe, expect, it } from 'vitest';

import { smsSegments } from '../notifications/sms-length';

import { invitationNoticeText } from './invitation-texts';

const shift = {
  refNumber: 123456,
  positionName: 'Registered Nurse',
  positionNameEl: 'Νοσηλευτής/τρια',
  clientName: 'Γηροκομείο Αγίου Νεοφύτου Πάφου και Περιχώρων Λτδ',
  startDate: '2026-12-13T17:00:00Z',
  endDate: '2026-12-14T05:00:00Z',
};
const link = 'https://app.careshift.example/i/AbCdEfGhIjKlMnOpQrStUg';
const expiresAt = '2026-12-12T20:00:00Z';

describe('invitation texts', () => {
  it('should fit the invitation SMS in 2 segments in Greek and English, with its short link', () => {
    for (const lang of ['el', 'en'] as const) {
      const text = invitationNoticeText('invited', lang, { shift, link, expiresAt });
      expect(smsSegments(text.sms)).toBeLessThanOrEqual(2);
      expect(text.sms).toContain(link);
      expect(text.sms).toMatch(/#123456/u);
      expect(text.text).toContain(link);
    }
    expect(invitationNoticeText('invited', 'el', { shift, link, expiresAt }).subject).toBe(
      'Πρόσκληση για τη βάρδια #123456',
    );
  });

  it('should tell the others the shift is taken, without a link, in both languages', () => {
    const en = invitationNoticeText('taken', 'en', { shift, link, expiresAt });
    const el = invitationNoticeText('taken', 'el', { shift, link, expiresAt });
    expect(en.sms).toContain('has been taken by another partner');
    expect(el.sms).toContain('την ανέλαβε άλλος συνεργάτης');
    for (const text of [en, el]) {
      expect(text.sms).not.toContain('/i/');
      expect(smsSegments(text.sms)).toBeLessThanOrEqual(2);
    }
  });

  it('should tell the partner its invitation was withdrawn, without a link, in both languages', () => {
    const en = invitationNoticeText('withdrawn', 'en', { shift, link, expiresAt });
    const el = invitationNoticeText('withdrawn', 'el', { shift, link, expiresAt });
    expect(en.sms).toContain('was withdrawn by the organisation');
    expect(el.sms).toContain('ο οργανισμός ανακάλεσε την πρόσκλησή σας');
    expect(el.subject).toBe('Η πρόσκληση για τη βάρδια #123456 ανακλήθηκε');
    for (const text of [en, el]) {
      expect(text.sms).not.toContain('/i/');
      expect(text.text).not.toContain('/i/');
      expect(text.sms).toContain('#123456');
      expect(smsSegments(text.sms)).toBeLessThanOrEqual(2);
    }
  });
});
