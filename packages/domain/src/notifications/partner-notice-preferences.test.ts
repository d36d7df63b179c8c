import { describe, expect, it } from 'vitest';

import {
  channelsAt,
  DEFAULT_NOTICE_PREFERENCES,
  inQuietHours,
  isPushServiceEndpoint,
  newShiftFits,
  newShiftSmsSuppressed,
  startsAtNight,
} from './partner-notice-preferences';

const night = { nightShiftStartHour: 22, nightShiftEndHour: 6 };
const partner = {
  positionIds: new Set(['NURSE']),
  favouriteOfClientIds: new Set(['fav-org']),
  blockingClientIds: new Set(['blocking-org']),
};
const anyShift = { cities: [], nightsOnly: false, favouritesOnly: false } as const;
// 2031-03-13 is in winter time: Nicosia is UTC+2.
const dayShift = {
  positionId: 'NURSE',
  clientId: 'org',
  city: 'LIMASSOL',
  startDate: '2031-03-13T06:00:00.000Z',
};
const nightShift = { ...dayShift, startDate: '2031-03-13T20:30:00.000Z' };

describe('which new shifts a partner hears of', () => {
  it('should fit only shifts of its positions, never of an organisation that blocked it', () => {
    expect(newShiftFits(dayShift, partner, anyShift, night)).toBe(true);
    expect(newShiftFits({ ...dayShift, positionId: 'CARER' }, partner, anyShift, night)).toBe(false);
    expect(newShiftFits({ ...dayShift, clientId: 'blocking-org' }, partner, anyShift, night)).toBe(false);
  });

  it('should keep to the chosen cities, nights and favourites', () => {
    expect(newShiftFits(dayShift, partner, { ...anyShift, cities: ['NICOSIA'] }, night)).toBe(false);
    expect(newShiftFits(dayShift, partner, { ...anyShift, cities: ['NICOSIA', 'LIMASSOL'] }, night)).toBe(
      true,
    );
    expect(newShiftFits(dayShift, partner, { ...anyShift, nightsOnly: true }, night)).toBe(false);
    expect(newShiftFits(nightShift, partner, { ...anyShift, nightsOnly: true }, night)).toBe(true);
    expect(newShiftFits(dayShift, partner, { ...anyShift, favouritesOnly: true }, night)).toBe(false);
    const favourite = { ...dayShift, clientId: 'fav-org' };
    expect(newShiftFits(favourite, partner, { ...anyShift, favouritesOnly: true }, night)).toBe(true);
  });

  it('should read night hours on the Nicosia clock, across midnight or within a day', () => {
    expect(startsAtNight('2031-03-13T20:00:00.000Z', night)).toBe(true); // 22:00
    expect(startsAtNight('2031-03-13T03:59:00.000Z', night)).toBe(true); // 05:59
    expect(startsAtNight('2031-03-13T04:00:00.000Z', night)).toBe(false); // 06:00
    expect(startsAtNight('2031-03-13T01:00:00.000Z', { nightShiftStartHour: 0, nightShiftEndHour: 5 })).toBe(
      true,
    );
  });
});

describe('quiet hours', () => {
  const quiet = { start: '22:00', end: '07:00' };

  it('should span midnight on the Nicosia clock, start included and end not', () => {
    expect(inQuietHours(quiet, '2031-07-01T19:00:00.000Z')).toBe(true); // 22:00 summer time (UTC+3)
    expect(inQuietHours(quiet, '2031-07-01T18:59:00.000Z')).toBe(false); // 21:59
    expect(inQuietHours(quiet, '2031-07-02T03:59:00.000Z')).toBe(true); // 06:59
    expect(inQuietHours(quiet, '2031-07-02T04:00:00.000Z')).toBe(false); // 07:00
    expect(inQuietHours({ start: '13:00', end: '15:00' }, '2031-01-10T12:00:00.000Z')).toBe(true); // 14:00
    expect(inQuietHours({ start: '07:00', end: '07:00' }, '2031-01-10T05:00:00.000Z')).toBe(false);
    expect(inQuietHours(undefined, '2031-01-10T00:00:00.000Z')).toBe(false);
  });

  it('should drop push in quiet hours, and every new-shift notice; SMS about own shifts still goes', () => {
    const preferences = {
      ...DEFAULT_NOTICE_PREFERENCES,
      channels: { ...DEFAULT_NOTICE_PREFERENCES.channels, newShifts: { push: true, sms: true, email: true } },
      quietHours: quiet,
    };
    const midnight = '2031-07-01T21:00:00.000Z';
    expect(channelsAt(preferences, 'newShifts', midnight)).toEqual({ push: false, sms: false, email: false });
    expect(channelsAt(preferences, 'shiftChanges', midnight)).toEqual({
      push: false,
      sms: true,
      email: false,
    });
    expect(channelsAt(preferences, 'shiftChanges', '2031-07-01T09:00:00.000Z')).toEqual({
      push: true,
      sms: true,
      email: false,
    });
  });
});

describe('the SMS of a new shift', () => {
  it('should be left out only when push reached a phone and the switch is on', () => {
    expect(newShiftSmsSuppressed({ pushReplacesSms: true, pushDelivered: true })).toBe(true);
    expect(newShiftSmsSuppressed({ pushReplacesSms: true, pushDelivered: false })).toBe(false);
    expect(newShiftSmsSuppressed({ pushReplacesSms: false, pushDelivered: true })).toBe(false);
  });
});

describe('push endpoints', () => {
  it("should accept only https to the browsers' push services, or the local twin's origin", () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://web.push.apple.com/QG9x')).toBe(true);
    expect(isPushServiceEndpoint('https://wns2-db5p.notify.windows.com/w/?token=x')).toBe(true);
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.attacker.example/x')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com:8443/x')).toBe(false);
    expect(isPushServiceEndpoint('https://user:pw@fcm.googleapis.com/x')).toBe(false);
    expect(isPushServiceEndpoint('http://127.0.0.1:4010/push/ab')).toBe(false);
    expect(isPushServiceEndpoint('http://127.0.0.1:4010/push/ab', 'http://127.0.0.1:4010')).toBe(true);
    expect(isPushServiceEndpoint('not a url')).toBe(false);
  });
});
