import { describe, expect, it } from 'vitest';

import type { ShiftDetail } from '@careshift/contract';

import {
  actionButtons,
  detailCards,
  penaltyWarning,
  priceOverview,
  reviewBadges,
  shiftLinks,
  showsPartnerDocuments,
} from './shift-detail-view';

const cost = { totalCost: 12000, companyCommission: 2400, employeeEarnings: 9600, currency: 'EUR' as const };
const address = {
  street: 'Makariou 1',
  city: 'LIMASSOL',
  postalCode: '3025',
  countryCode: 'CY',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=x',
};
const partner = { id: 'p1', firstName: 'Maria', lastName: 'K', ratingScore: 4.5, ratingCount: 3 };

describe('shift detail view', () => {
  it('should show exactly the actions the server offers, in a fixed order', () => {
    const buttons = actionButtons({ actions: ['cancel', 'paymentNote', 'noShow'] }, 'client');
    expect(buttons.map((button) => button.action)).toEqual(['paymentNote', 'noShow', 'cancel']);
    expect(actionButtons({ actions: [] }, 'administrator')).toEqual([]);
  });

  it('should label claim as Assign for administrators and Claim for partners', () => {
    expect(actionButtons({ actions: ['claim'] }, 'administrator')[0]).toMatchObject({
      label: 'assign',
      variant: 'primary',
    });
    expect(actionButtons({ actions: ['claim'] }, 'partner')[0]).toMatchObject({
      label: 'claim',
      variant: 'primary',
    });
  });

  it('should never give clients the commission or the earnings, and tell them to pay the partner directly', () => {
    expect(priceOverview({ cost }, 'client')).toEqual({ totalCost: 12000, payPartnerDirectly: true });
  });

  it('should give administrators and partners the split', () => {
    for (const viewer of ['administrator', 'partner'] as const) {
      expect(priceOverview({ cost }, viewer)).toEqual({
        totalCost: 12000,
        companyCommission: 2400,
        employeeEarnings: 9600,
        payPartnerDirectly: false,
      });
    }
  });

  it('should warn about a penalty on a late claim cancellation only when the server prices one', () => {
    expect(penaltyWarning('cancelClaim', { cancelClaimPenalty: 2400 }, 'partner')).toEqual({ amount: 2400 });
    expect(penaltyWarning('cancelClaim', { cancelClaimPenalty: null }, 'partner')).toBeNull();
    expect(penaltyWarning('cancelClaim', {}, 'administrator')).toBeNull();
  });

  it('should always warn about the no-show penalty, with the amount only for administrators', () => {
    expect(penaltyWarning('noShow', { noShowPenalty: 2400 }, 'administrator')).toEqual({ amount: 2400 });
    expect(penaltyWarning('noShow', {}, 'client')).toEqual({});
    expect(penaltyWarning('cancel', { noShowPenalty: 2400 }, 'administrator')).toBeNull();
  });

  it("should link administrators to the organisation's info page and the partner's page (spec section 2), the claiming partner to the organisation, and nobody else", () => {
    const shift = { clientId: 'c 1', claimedBy: 'p1' };
    expect(shiftLinks(shift, { kind: 'administrator', userId: 'a1' })).toEqual({
      client: '/clients/c%201/info',
      partner: '/employees/p1',
    });
    expect(shiftLinks(shift, { kind: 'partner', userId: 'p1' })).toEqual({ client: '/clients/c%201/info' });
    expect(shiftLinks(shift, { kind: 'partner', userId: 'p2' })).toEqual({});
    expect(shiftLinks({ clientId: 'c1' }, { kind: 'partner', userId: '' })).toEqual({});
    expect(shiftLinks(shift, { kind: 'client', userId: 'u1' })).toEqual({});
  });

  it('should show the address card to partners and clients and the partner card to clients and administrators', () => {
    const detail = { address, partner } as Pick<ShiftDetail, 'address' | 'partner'>;
    expect(detailCards(detail, 'client')).toEqual({ address: true, partner: true });
    expect(detailCards(detail, 'partner')).toEqual({ address: true, partner: false });
    expect(detailCards(detail, 'administrator')).toEqual({ address: false, partner: true });
    expect(detailCards({}, 'client')).toEqual({ address: false, partner: false });
  });

  it('should show review badges to administrators only', () => {
    const detail = { badges: { reviewed: true, pendingReview: false } };
    expect(reviewBadges(detail, 'administrator')).toEqual(['reviewed']);
    expect(reviewBadges({ badges: { reviewed: false, pendingReview: true } }, 'administrator')).toEqual([
      'pendingReview',
    ]);
    expect(reviewBadges(detail, 'client')).toEqual([]);
  });
});

describe('showsPartnerDocuments', () => {
  const partner = { id: 'p1', firstName: 'Maria', lastName: 'G', ratingScore: 0, ratingCount: 0 };
  it('should offer the organisation the partner’s documents only for a shift the partner holds', () => {
    expect(showsPartnerDocuments({ status: 'CLAIMED', partner }, 'client')).toBe(true);
    expect(showsPartnerDocuments({ status: 'FINISHED', partner }, 'client')).toBe(true);
    expect(showsPartnerDocuments({ status: 'CANCELED', partner }, 'client')).toBe(false);
    expect(showsPartnerDocuments({ status: 'CLAIMED', partner: undefined }, 'client')).toBe(false);
    expect(showsPartnerDocuments({ status: 'CLAIMED', partner }, 'administrator')).toBe(false);
  });
});
