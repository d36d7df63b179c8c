import type { Client, ClientUser, FacilityPoint } from '@careshift/contract';
import type { ClientRecord, ClientUserRecord } from '@careshift/db';
import type { ClientSettings } from '@careshift/domain';
import { attendanceSettingsOf } from '@careshift/domain/attendance/attendance-settings';
import { isFacilityPointConfirmed } from '@careshift/domain/attendance/facility-point';

import { storedAttendance } from '../attendance/attendance-settings';

/** An address's lines and position, without its country: the optional parts only when set. */
export function addressLines(address: Omit<ClientRecord['address'], 'countryCode'>) {
  return {
    city: address.city,
    street: address.street,
    postalCode: address.postalCode,
    ...(address.street2 ? { street2: address.street2 } : {}),
    ...(address.lat === undefined ? {} : { lat: address.lat }),
    ...(address.long === undefined ? {} : { long: address.long }),
  };
}

/** The facility point as the API shows it: confirmed or only placed, with who confirmed it and when. */
function facilityPointOf(stored: ClientRecord['facilityPoint']): FacilityPoint | undefined {
  if (!stored) return undefined;
  const { latitude, longitude, confirmedAt, confirmedByName } = stored;
  return {
    latitude,
    longitude,
    confirmed: isFacilityPointConfirmed(stored),
    ...(confirmedAt ? { confirmedAt } : {}),
    ...(confirmedByName ? { confirmedByName } : {}),
  };
}

/**
 * A stored client as the API shows it (the output schema drops anything else); `configs` only when
 * given, which only administrators' replies do.
 */
export function toClient(record: ClientRecord, configs?: ClientSettings): Client {
  const {
    clientId,
    version: _version,
    description,
    phoneNumber,
    address,
    attendance,
    facilityPoint,
    ...rest
  } = record;
  const { radiusMetres, roundingRule } = attendanceSettingsOf(storedAttendance({ attendance }));
  const point = facilityPointOf(facilityPoint);
  return {
    ...rest,
    id: clientId,
    status: record.status,
    description: description ?? '',
    ...(phoneNumber ? { phoneNumber } : {}),
    address: { countryCode: address.countryCode, ...addressLines(address) },
    ...(configs ? { configs } : {}),
    attendance: { radiusMetres, roundingRule, ...(point ? { facilityPoint: point } : {}) },
  };
}

/** A stored client user as the API shows it; an empty contact phone means none. */
export function toClientUser(record: ClientUserRecord): ClientUser {
  const { userId, contactPhone, owner, pendingEmail, ...rest } = record;
  return {
    ...rest,
    id: userId,
    status: record.status,
    lang: record.lang === 'el' ? 'el' : 'en',
    owner: owner ?? false,
    ...(contactPhone ? { contactPhone } : {}),
    ...(pendingEmail ? { pendingEmail } : {}),
  };
}
