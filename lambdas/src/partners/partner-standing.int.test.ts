import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  administratorPartnerFormSchema,
  partnerCreate,
  partnerFormToBody,
  partnerGet,
  partnerUpdate,
} from '@careshift/contract';
import type { AdministratorPartnerForm } from '@careshift/contract';
import { claimsOf, startAreaTest } from '@careshift/local/testing/area-test';
import type { AreaTest } from '@careshift/local/testing/area-test';

import { administratorClaims } from '../testing/http-event';

function partnerBody(number: string, overrides: Partial<AdministratorPartnerForm> = {}) {
  const form: AdministratorPartnerForm = {
    firstName: 'Stella',
    lastName: 'Demetriou',
    idCard: 'K223344',
    registrationNumber: 'RN-7781',
    registrationExpirationDate: '2030-12-31',
    phone: { countryCode: '+357', number },
    email: 'stella.demetriou@example.com',
    lang: 'en',
    iban: '',
    bankName: '',
    tiNumber: '10000001A',
    address: { street: '5 Makariou Avenue', street2: '', city: 'LARNACA', postalCode: '6015' },
    positionIds: ['NURSE'],
    status: 'VERIFIED',
    restrictedReasonType: '',
    weeklyShiftLimit: '',
    description: '',
    ...overrides,
  };
  return partnerFormToBody(
    administratorPartnerFormSchema({ now: new Date(), role: 'SYSTEM_USER' }).parse(form),
  );
}

/** Issue 32, items 1 and 5: partner-get says why a partner may not claim; the profile's TIN and postal code are checked. */
describe('partner standing and profile checks', () => {
  let t: AreaTest;
  const create = async (number: string, overrides: Partial<AdministratorPartnerForm> = {}) => {
    const { status, body } = await t.call(partnerCreate, {
      body: partnerBody(number, overrides),
      claims: administratorClaims,
    });
    expect(status).toBe(200);
    return body as { id: string };
  };

  beforeAll(async () => {
    t = await startAreaTest(() => import('./handler'));
  });
  afterAll(() => t.stop());

  it('should tell a RESTRICTED or PENDING partner why and what to do, and a VERIFIED one nothing', async () => {
    const restricted = await create('99170001', {
      status: 'RESTRICTED',
      restrictedReasonType: 'LICENCE_EXPIRED',
    });
    const own = await t.call(partnerGet, {
      path: { partnerId: restricted.id },
      claims: claimsOf(restricted.id, 'EMPLOYEE'),
    });
    expect(own.status).toBe(200);
    // Restricted before the day: the reason and the steps, but no "expired on" a day still to come.
    expect(own.body.standing).toEqual({
      problem: 'LICENCE_EXPIRED',
      licenceExpiredOn: null,
      overdueInvoices: [],
      steps: ['UPLOAD_RENEWED_LICENCE', 'WAIT_FOR_LICENCE_CHECK'],
    });
    const pending = await create('99170002', { status: 'PENDING' });
    const asAdmin = await t.call(partnerGet, {
      path: { partnerId: pending.id },
      claims: administratorClaims,
    });
    expect(asAdmin.body.standing).toMatchObject({
      problem: 'PENDING_REVIEW',
      steps: ['UPLOAD_DOCUMENTS', 'WAIT_FOR_REVIEW'],
    });
    const verified = await create('99170003');
    const plain = await t.call(partnerGet, { path: { partnerId: verified.id }, claims: administratorClaims });
    expect(plain.body).not.toHaveProperty('standing');
  });

  it('should refuse a tax number that is not a Cyprus TIN and letters in the postal code', async () => {
    const partner = await create('99170004');
    const self = claimsOf(partner.id, 'EMPLOYEE');
    const {
      positionIds: _p,
      status: _s,
      restrictedReasonType: _r,
      weeklyShiftLimit: _w,
      description: _d,
      ...own
    } = partnerBody('99170004');
    const markup = await t.call(partnerUpdate, {
      path: { partnerId: partner.id },
      claims: self,
      body: { ...own, phoneNumber: undefined, tiNumber: '<script>x</script>' },
    });
    expect(markup).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          tiNumber: 'Must be a Cyprus tax number (TIN): 8 digits and a letter, such as 12345678L.',
        },
      },
    });
    const letters = await t.call(partnerUpdate, {
      path: { partnerId: partner.id },
      claims: self,
      body: { ...own, phoneNumber: undefined, address: { ...own.address, postalCode: '60ab' } },
    });
    expect(letters.status).toBe(400);
    expect(Object.values(letters.body.fieldErrors as Record<string, string>)).toContain(
      'Must be exactly 4 digits.',
    );
    const fine = await t.call(partnerUpdate, {
      path: { partnerId: partner.id },
      claims: self,
      body: { ...own, phoneNumber: undefined, tiNumber: '12345678l' },
    });
    expect(fine.status).toBe(200);
    expect(fine.body.bankDetails.tiNumber).toBe('12345678L');
  });
});
