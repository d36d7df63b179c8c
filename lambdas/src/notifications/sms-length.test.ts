import { afterAll, describe, expect, it } from 'vitest';

import { invitationLink, shiftLink } from '@careshift/contract/short-links';

import { signInCodeSms, signInRefusedSms } from '../auth/otp-messages';
import { invitationNoticeText } from '../invitations/invitation-texts';
import type { InvitationNoticeKind } from '../invitations/invitation-texts';

import { invoiceNoticeText } from './invoice-notices';
import { licenceNoticeText } from './licence-notices';
import type { LicenceNoticeKind } from './licence-notices';
import { LABELS } from './notice-wording';
import type { NoticeKind, NoticeLanguage, NoticeParams } from './notification-texts';
import { noticeText } from './notification-texts';
import { verifiedNoticeText } from './partner-notices';
import { clip, fitSms, smsEncoding, smsSegments } from './sms-length';

/** The longest realistic values: a six-digit number, an overnight shift, long names, a 500-character reason. */
/** The longest app addresses: a custom domain, and the distribution's own address when none is set. */
const APP_URLS = ['https://app.careshift.cy', 'https://d111111abcdef8.cloudfront.net'];
const SHIFT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const longest = (clientName: string, appUrl = APP_URLS[0] ?? ''): NoticeParams => ({
  shift: {
    refNumber: 999_999,
    positionName: 'Registered Nurse (Intensive Care Unit)',
    clientName,
    startDate: '2031-12-30T17:00:00.000Z',
    endDate: '2031-12-31T07:00:00.000Z',
  },
  partnerName: 'Αικατερίνη-Μαρία Παπαχριστοδούλου',
  reason: 'Ο οργανισμός άλλαξε το πρόγραμμα της πτέρυγας. '.repeat(11).slice(0, 500),
  amount: 99_999,
  link: shiftLink(appUrl, SHIFT_ID),
});
const NAMES = {
  greek: 'Γηροκομείο και Κέντρο Αποκατάστασης «Άγιος Νικόλαος» Λεμεσού',
  latin: 'Limassol Old People’s Home and Rehabilitation Centre St Nicholas'.replace('’', "'"),
};

/** The kinds a partner receives by SMS (the others are e-mails to organisations and administrators). */
const SMS_KINDS: NoticeKind[] = [
  'assigned',
  'cancelledForPartner',
  'claimCancelledForPartner',
  'noShowForPartner',
  'reminder',
];
const LANGUAGES: NoticeLanguage[] = ['en', 'el'];
const LICENCE_KINDS: LicenceNoticeKind[] = ['reminder30', 'reminder7', 'restricted'];

const report: string[] = [];
const measure = (name: string, text: string) => {
  report.push(`${name}: ${smsSegments(text)} × ${smsEncoding(text)} (${Array.from(text).length} chars)`);
  return smsSegments(text);
};

/** One notice SMS: at most 2 segments, its link, number, penalty; the time and reason where they fit. */
function checkNotice(c: {
  kind: NoticeKind;
  language: NoticeLanguage;
  names: string;
  clientName: string;
  appUrl: string;
  withReason: boolean;
}) {
  const params = { ...longest(c.clientName, c.appUrl), ...(c.withReason ? {} : { reason: undefined }) };
  const sms = String(noticeText(c.kind, params, c.language).sms);
  const customDomain = c.appUrl === APP_URLS[0];
  const name = `${c.kind} (${c.language}, ${c.names} name, ${new URL(c.appUrl).host}${c.withReason ? ', reason' : ''})`;
  expect(measure(name, sms), sms).toBeLessThanOrEqual(2);
  expect(sms, name).toContain(` ${String(params.link)}`);
  expect(sms, name).toContain('#999999');
  if (!c.withReason && customDomain) expect(sms, name).toContain('30/12 19:00');
  if (c.kind === 'noShowForPartner') expect(sms, name).toMatch(/999[.,]99/u);
  // The reason beside a custom domain's link; the distribution's longer address may leave it out.
  if (c.withReason && c.language === 'el' && customDomain)
    expect(sms, name).toContain(`${LABELS.el.reason}: Ο`);
}

describe('SMS length', () => {
  afterAll(() => console.info(report.join('\n')));

  it('should count GSM-7 and UCS-2 segments as a phone network does', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('α'.repeat(70))).toBe(1);
    expect(smsSegments('α'.repeat(71))).toBe(2);
    expect(smsSegments('α'.repeat(134))).toBe(2);
    expect(smsEncoding('Shift #1 at 07:00-15:00')).toBe('GSM-7');
    expect(smsEncoding('Βάρδια')).toBe('UCS-2');
  });

  it('should cut a reason to the room left and drop a link that does not fit', () => {
    const text = fitSms('α'.repeat(100), [
      { text: ` ${'x'.repeat(80)}` },
      { text: ` ${'β'.repeat(90)}`, clipTo: 5 },
    ]);
    expect(smsSegments(text)).toBe(2);
    expect(text).not.toContain('x');
    expect(text.endsWith('…')).toBe(true);
    expect(clip('Apollo Clinic', 30)).toBe('Apollo Clinic');
    expect(clip('Apollo Clinic', 7)).toBe('Apol...');
    expect(clip('Κλινική Απόλλων', 7)).toBe('Κλινικ…');
  });

  it('should send the sign-in code in one segment in both languages', () => {
    for (const language of LANGUAGES)
      expect(measure(`sign-in code (${language})`, signInCodeSms('123456', language))).toBe(1);
  });

  // One test per kind: each measures 16 texts (a single test of all of them ran past the default timeout on a busy machine).
  it.each(SMS_KINDS)(
    'should fit every %s SMS with its link in at most 2 segments for the longest realistic values',
    (kind) => {
      for (const language of LANGUAGES)
        for (const [names, clientName] of Object.entries(NAMES))
          for (const appUrl of APP_URLS)
            for (const withReason of [true, false])
              checkNotice({ kind, language, names, clientName, appUrl, withReason });
    },
  );

  it('should keep the time and the organisation in an SMS without a link', () => {
    for (const kind of SMS_KINDS)
      for (const language of LANGUAGES) {
        const params = { ...longest(NAMES.greek), link: undefined, reason: undefined };
        const { sms } = noticeText(kind, params, language);
        expect(measure(`${kind} (${language}, no link)`, sms ?? ''), sms).toBeLessThanOrEqual(2);
        expect(sms).toContain('30/12 19:00-31/12 09:00');
        expect(sms).toContain('Γηροκομείο');
      }
  });

  it('should fit every licence and sign-in refusal SMS in at most 2 segments', () => {
    for (const kind of LICENCE_KINDS)
      for (const language of LANGUAGES)
        expect(
          measure(`licence ${kind} (${language})`, licenceNoticeText(kind, language, '2031-12-31').text),
        ).toBeLessThanOrEqual(2);
    for (const language of LANGUAGES)
      expect(measure(`sign-in refused (${language})`, signInRefusedSms(language))).toBeLessThanOrEqual(2);
  });

  it('should fit the "you are verified" SMS in at most 2 segments (issue 32 item 12)', () => {
    for (const language of LANGUAGES)
      expect(
        measure(`partner verified (${language})`, verifiedNoticeText(language).text),
      ).toBeLessThanOrEqual(2);
  });

  it('should fit every invoice notice SMS in at most 2 segments, however many invoices it names', () => {
    const overdue = { invoiceRef: 999_999, total: 9_999_999, dueDate: '2031-12-31' };
    for (const language of LANGUAGES)
      for (const invoices of [[overdue], [overdue, overdue, overdue, overdue]])
        for (const kind of ['overdue', 'lifted'] as const)
          expect(
            measure(
              `invoice ${kind} ×${invoices.length} (${language})`,
              invoiceNoticeText(kind, language, invoices).sms,
            ),
          ).toBeLessThanOrEqual(2);
  });

  it.each<InvitationNoticeKind>(['invited', 'taken', 'withdrawn'])(
    'should fit every %s invitation SMS in at most 2 segments for the longest realistic values',
    (kind) => {
      for (const language of LANGUAGES)
        for (const clientName of Object.values(NAMES))
          for (const appUrl of APP_URLS) {
            const { shift } = longest(clientName);
            const link = invitationLink(appUrl, SHIFT_ID);
            const text = invitationNoticeText(kind, language, { shift, link, expiresAt: shift.endDate });
            expect(
              measure(`invitation ${kind} (${language}, ${new URL(appUrl).host})`, text.sms),
              text.sms,
            ).toBeLessThanOrEqual(2);
            expect(text.sms).toContain('#999999');
          }
    },
  );

  it('should keep an English notice in GSM-7 when the names are', () => {
    const params = { ...longest(NAMES.latin), reason: 'The ward changed its schedule.' };
    for (const kind of SMS_KINDS) expect(smsEncoding(noticeText(kind, params, 'en').sms ?? '')).toBe('GSM-7');
  });

  it('should keep the whole reason and the link in the e-mail', () => {
    const params = longest(NAMES.greek);
    const { text } = noticeText('cancelledForPartner', params, 'el');
    expect(text).toContain(params.reason);
    expect(text).toContain(params.link);
    expect(text).toContain(`Οργανισμός: ${NAMES.greek}`);
  });
});
