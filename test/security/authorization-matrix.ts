import type { OperationId } from '@careshift/contract';
import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/settings/settings';

import { attendanceRows } from './attendance-rows';
import { fillRateRows } from './fill-rate-rows';
import { invitationRows } from './invitation-rows';
import { invitationWithdrawRows } from './invitation-withdraw-rows';
import { invoiceRows } from './invoice-rows';
import {
  allow,
  ownA,
  ownB,
  administratorsOnly,
  administratorsAndOwnClient,
  administratorsAndOwnPartner,
  documentReaders,
  everyoneSignedIn,
  partnersOnly,
  publicForAll,
} from './matrix-audiences';
import type { MatrixRow, Outcome } from './matrix-audiences';
import { partnerMarkRows } from './partner-mark-rows';
import { pushRows } from './push-rows';
import type { CallRequest } from './support/api-client';
import { freshDocument, standingDocument } from './support/documents';
import {
  clientUserBody,
  nextPhone,
  partnerBody,
  positionBody,
  shiftTimes,
  systemUserBody,
} from './support/world';
import type { Principal, Tenant, World } from './support/world';
import { waitlistAndBoostRows } from './waitlist-rows';

export type { Expectation, MatrixRow, Outcome } from './matrix-audiences';

const none = (): CallRequest => ({});
const reason = { cancellationReason: 'Security matrix' };
const fiveRatings = {
  rating: [1, 2, 3, 4, 5].map((n) => ({ question: `Q${n}`, rating: 4 })),
  comment: 'Good',
};
const email = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@security.local`;
const organisation = (world: World, name: string) => ({
  name,
  legalName: `${name} Ltd`,
  status: 'VERIFIED',
  positionIds: [world.positionId],
  address: { street: '1 Makariou Avenue', city: 'LIMASSOL', postalCode: '3036' },
});

/** The authorization matrix: every operation of the contract, every principal (issue 14, item 1). */
export const AUTHORIZATION_MATRIX: Record<OperationId, MatrixRow> = {
  'positions-list': { perTenant: false, request: none, expect: publicForAll },
  // The API description (issue 33): public, like docs/openapi.json.
  'openapi-get': { perTenant: false, request: none, expect: publicForAll },
  'positions-all': { perTenant: false, request: none, expect: everyoneSignedIn },
  'position-create': {
    perTenant: false,
    request: () => ({ body: positionBody(email('Position')) }),
    expect: administratorsOnly,
  },
  'position-update': {
    perTenant: false,
    request: (world) => ({ path: { positionId: world.positionId }, body: positionBody('Nurse (matrix)') }),
    expect: administratorsOnly,
  },
  'position-remove': {
    perTenant: false,
    request: async (world) => ({ path: { positionId: await world.fresh.position() } }),
    expect: administratorsOnly,
  },
  'position-usage': {
    perTenant: false,
    request: (world) => ({ path: { positionId: world.positionId } }),
    expect: administratorsOnly,
  },
  getUserClaims: {
    perTenant: false,
    request: (world) => ({ query: { email: world.ownerEmail.A } }),
    expect: administratorsOnly,
  },
  updateUserClaims: {
    perTenant: false,
    request: async (world) => ({
      body: { authId: await world.fresh.clientUser('A'), role: 'OWNER', companyId: world.client.A },
    }),
    expect: administratorsOnly,
  },
  'clients-list': { perTenant: false, request: none, expect: everyoneSignedIn },
  'client-get': {
    perTenant: true,
    request: (world, tenant) => ({ path: { clientId: world.client[tenant] } }),
    // A partner sees an organisation it holds or held a shift of: partner "self" works for A, the other for B.
    expect: { ...administratorsAndOwnClient, partnerSelf: ownA, otherPartner: ownB },
  },
  'client-shift-counts': {
    perTenant: true,
    request: (world, tenant) => ({ path: { clientId: world.client[tenant] } }),
    expect: administratorsOnly,
  },
  'client-create': {
    perTenant: false,
    request: (world) => ({
      body: {
        ...organisation(world, 'Org C'),
        user: {
          firstName: 'Nia',
          lastName: 'New',
          email: email('owner-c'),
          password: 'Matrix-pass-1',
          lang: 'en',
        },
      },
    }),
    expect: administratorsOnly,
  },
  'client-update': {
    perTenant: true,
    request: (world, tenant) => ({
      path: { clientId: world.client[tenant] },
      body: organisation(world, `Org ${tenant}`),
    }),
    expect: administratorsAndOwnClient,
  },
  'client-users-list': {
    perTenant: true,
    request: (world, tenant) => ({ path: { clientId: world.client[tenant] } }),
    expect: administratorsAndOwnClient,
  },
  'client-createUser': {
    perTenant: true,
    request: (world, tenant) => ({
      path: { clientId: world.client[tenant] },
      body: { ...clientUserBody(email('new-user')), password: 'Matrix-pass-1' },
    }),
    expect: administratorsOnly,
  },
  'client-updateUser': {
    perTenant: true,
    request: (world, tenant) => ({
      path: { clientId: world.client[tenant], userId: world.targetUser[tenant] },
      body: clientUserBody(`target-${tenant.toLowerCase()}@security.local`),
    }),
    expect: administratorsAndOwnClient,
  },
  'client-user-confirmEmail': {
    perTenant: true,
    request: (world, tenant) => ({
      path: { clientId: world.client[tenant], userId: world.targetUser[tenant] },
    }),
    expect: administratorsAndOwnClient,
  },
  'client-user-resetPassword': {
    perTenant: true,
    request: (world, tenant) => ({
      path: { clientId: world.client[tenant], userId: world.targetUser[tenant] },
    }),
    expect: administratorsAndOwnClient,
  },
  'client-removeUser': {
    perTenant: true,
    request: async (world, tenant) => ({
      path: { clientId: world.client[tenant], userId: await world.fresh.clientUser(tenant) },
    }),
    expect: administratorsAndOwnClient,
  },
  'system-users-list': { perTenant: false, request: none, expect: administratorsOnly },
  'system-user-confirmEmail': {
    perTenant: false,
    request: (world) => ({ path: { systemUserId: world.systemUserId } }),
    expect: administratorsOnly,
  },
  'system-user-get': {
    perTenant: false,
    request: (world) => ({ path: { systemUserId: world.systemUserId } }),
    expect: administratorsOnly,
  },
  'system-createUser': {
    perTenant: false,
    request: () => ({ body: { ...systemUserBody(email('admin')), password: 'Matrix-pass-1' } }),
    expect: administratorsOnly,
  },
  'system-updateUser': {
    perTenant: false,
    request: (world) => ({
      path: { systemUserId: world.systemUserId },
      body: systemUserBody(email('admin')),
    }),
    expect: administratorsOnly,
  },
  'system-removeUser': {
    perTenant: false,
    request: async (world) => ({ path: { systemUserId: await world.fresh.systemUser() } }),
    expect: administratorsOnly,
  },
  'partners-list': { perTenant: false, request: none, expect: administratorsOnly },
  'partner-get': {
    perTenant: true,
    request: (world, tenant) => ({ path: { partnerId: world.partner[tenant] } }),
    expect: administratorsAndOwnPartner,
  },
  'employee-create': {
    perTenant: false,
    request: (world) => ({ body: partnerBody(nextPhone(), world.positionId) }),
    expect: administratorsOnly,
  },
  'employee-update': {
    perTenant: true,
    request: (world, tenant) => {
      const { phoneNumber: _unchanged, ...body } = partnerBody('', world.positionId);
      return { path: { partnerId: world.partner[tenant] }, body };
    },
    expect: administratorsAndOwnPartner,
  },
  'employee-remove': {
    perTenant: false,
    request: async (world) => ({ path: { partnerId: await world.fresh.partner() } }),
    expect: administratorsOnly,
  },
  'employee-usage': {
    perTenant: false,
    request: (world) => ({ path: { partnerId: world.partner.A } }),
    expect: administratorsOnly,
  },
  'employee-documents-list': {
    perTenant: true,
    request: (world, tenant) => ({ path: { partnerId: world.partner[tenant] } }),
    expect: documentReaders,
  },
  'employee-document-upload': {
    perTenant: true,
    request: (world, tenant) => ({
      path: { partnerId: world.partner[tenant] },
      body: { type: 'other', fileName: `${email('upload')}.pdf`, size: 100 },
    }),
    expect: administratorsAndOwnPartner,
  },
  'employee-document-confirm': {
    perTenant: true,
    // Never uploaded: the allowed callers get 400 "No file selected", the others the uniform 404.
    request: (world, tenant) => ({
      path: { partnerId: world.partner[tenant] },
      body: {
        documentId: '00000000-0000-4000-8000-000000000000',
        type: 'other',
        fileName: 'never-uploaded.pdf',
      },
    }),
    expect: administratorsAndOwnPartner,
  },
  'employee-document-download': {
    perTenant: true,
    request: async (world, tenant) => ({
      path: { partnerId: world.partner[tenant], documentId: await standingDocument(world, tenant) },
    }),
    expect: documentReaders,
  },
  'employee-document-rename': {
    perTenant: true,
    request: async (world, tenant) => ({
      path: { partnerId: world.partner[tenant], documentId: await freshDocument(world, tenant) },
      body: { type: 'registry' },
    }),
    expect: administratorsAndOwnPartner,
  },
  'employee-document-remove': {
    perTenant: true,
    request: async (world, tenant) => ({
      path: { partnerId: world.partner[tenant], documentId: await freshDocument(world, tenant) },
    }),
    expect: administratorsAndOwnPartner,
  },
  'employee-transferToHeed': {
    perTenant: false,
    request: (world) => ({ path: { partnerId: world.partner.A } }),
    expect: administratorsOnly,
  },
  'partner-reviews-list': {
    perTenant: false,
    request: (world) => ({ path: { partnerId: world.partner.A } }),
    expect: administratorsOnly,
  },
  'request-getPartnersCount': { perTenant: false, request: none, expect: administratorsOnly },
  'partner-calendarToken-create': {
    perTenant: true,
    request: (world, tenant) => ({ path: { partnerId: world.partner[tenant] } }),
    expect: { ...administratorsAndOwnPartner, administrator: 403 },
  },
  // Public, but only a live token opens a feed: a made-up one is 404 for everyone alike.
  'partner-calendar-feed': {
    perTenant: false,
    request: () => ({ path: { token: 'not-a-live-calendar-feed-token-0123456789' } }),
    expect: Object.fromEntries(Object.keys(publicForAll).map((p) => [p, 404])) as Record<Principal, Outcome>,
  },
  'request-create': {
    perTenant: false,
    request: (world) => ({
      body: {
        clientId: world.client.A,
        positionId: world.positionId,
        shifts: [shiftTimes(96)],
        idempotencyKey: email('matrix'),
      },
    }),
    expect: { ...everyoneSignedIn, partnerSelf: 403, otherPartner: 403 },
  },
  // A price, no object: administrators for any organisation, client users for their own (the body's
  // clientId is ignored for them); partners never post.
  'request-quote': {
    perTenant: false,
    request: (world) => ({
      body: { clientId: world.client.A, positionId: world.positionId, shifts: [shiftTimes(96)] },
    }),
    expect: { ...everyoneSignedIn, partnerSelf: 403, otherPartner: 403 },
  },
  'request-update': {
    perTenant: true,
    request: (world, tenant) => ({
      path: { shiftId: world.openShift[tenant] },
      body: { ...shiftTimes(80), positionId: world.positionId },
    }),
    expect: administratorsAndOwnClient,
  },
  'requests-list': {
    perTenant: false,
    request: none,
    expect: { ...everyoneSignedIn, partnerSelf: 403, otherPartner: 403 },
  },
  'requests-findAShift': { perTenant: false, request: none, expect: partnersOnly },
  'requests-mine': { perTenant: false, request: none, expect: partnersOnly },
  'request-get': {
    perTenant: true,
    request: (world, tenant) => ({ path: { shiftId: world.heldShift[tenant] } }),
    expect: { ...administratorsAndOwnClient, partnerSelf: ownA, otherPartner: ownB },
  },
  'request-getEntityCounts': { perTenant: false, request: none, expect: publicForAll },
  'request-getMonthlyStatistics': { perTenant: false, request: none, expect: administratorsOnly },
  // The contact form allows 5 messages per hour per address, and every call here comes from
  // 127.0.0.1: the matrix's calls fill the honeypot, which answers success past authorization and
  // stores, counts and sends nothing (the throttle has its own test: lambdas/src/public).
  'settings-contactForm': {
    perTenant: false,
    request: () => ({
      body: {
        name: 'Security matrix',
        email: email('contact'),
        subject: 'I want to hire nurses',
        phoneNumber: '+35799123456',
        message: 'No message',
        website: 'https://spam.example',
      },
    }),
    expect: publicForAll,
  },
  'settings-featureIdea': {
    perTenant: false,
    request: () => ({ body: { title: 'Security matrix idea', description: 'An idea' } }),
    expect: everyoneSignedIn,
  },
  'enquiries-list': { perTenant: false, request: none, expect: administratorsOnly },
  'enquiry-update': {
    perTenant: false,
    request: async (world) => ({
      path: { enquiryId: await world.fresh.enquiry() },
      body: { status: 'ANSWERED' },
    }),
    expect: administratorsOnly,
  },
  'request-claim': {
    perTenant: true,
    request: async (world, tenant) => ({ path: { shiftId: await world.fresh.openShift(tenant) }, body: {} }),
    // Any partner of the position may claim any organisation's open shift; an administrator
    // without a partnerId gets 400 (past authorization).
    expect: { ...everyoneSignedIn, ownerA: 403, userA: 403, ownerB: 403 },
  },
  'request-verify': {
    perTenant: true,
    request: (world, tenant) => ({ path: { shiftId: world.openShift[tenant] } }),
    expect: administratorsOnly,
  },
  'request-cancel': {
    perTenant: true,
    request: async (world, tenant) => ({
      path: { shiftId: await world.fresh.openShift(tenant) },
      body: reason,
    }),
    expect: administratorsAndOwnClient,
  },
  'request-cancelClaim': {
    perTenant: true,
    request: async (world, tenant) => ({
      path: { shiftId: await world.fresh.heldShift(tenant) },
      body: reason,
    }),
    expect: administratorsAndOwnPartner,
  },
  'request-noShow': {
    perTenant: true,
    request: async (world, tenant) => ({
      path: { shiftId: await world.fresh.heldShift(tenant) },
      body: { reason: 'Security matrix' },
    }),
    expect: administratorsAndOwnClient,
  },
  'request-paymentNote': {
    perTenant: true,
    request: (world, tenant) => ({ path: { shiftId: world.heldShift[tenant] } }),
    expect: { ...administratorsAndOwnClient, partnerSelf: ownA, otherPartner: ownB },
  },
  'requests-partnerSearch': {
    perTenant: false,
    request: () => ({ query: { query: 'Pav' } }),
    expect: administratorsOnly,
  },
  'review-client': {
    perTenant: true,
    request: (world, tenant) => ({ path: { shiftId: world.heldShift[tenant] }, body: fiveRatings }),
    expect: { ...administratorsAndOwnClient, administrator: 403 },
  },
  'review-get': {
    perTenant: true,
    request: (world, tenant) => ({ path: { shiftId: world.reviewedShift[tenant] } }),
    expect: administratorsAndOwnClient,
  },
  'settings-get': { perTenant: false, request: none, expect: administratorsOnly },
  'settings-updateConfigs': {
    perTenant: false,
    request: () => ({ body: { ...DEFAULT_SYSTEM_SETTINGS } }),
    expect: administratorsOnly,
  },
  'settings-vat': { perTenant: false, request: none, expect: administratorsOnly },
  'settings-updateVat': {
    perTenant: false,
    request: () => ({ body: { mode: 'RATE', ratePercent: 19 } }),
    expect: administratorsOnly,
  },
  'audit-list': {
    perTenant: false,
    request: (world) => ({ path: { subjectType: 'shift', subjectId: world.heldShift.A } }),
    expect: administratorsOnly,
  },
  ...invoiceRows({
    administratorsOnly,
    administratorsAndOwnPartner,
    invoiceReaders: documentReaders,
    everyoneSignedIn,
    partnersOnly,
    publicForAll,
  }),
  ...attendanceRows({ administratorsOnly, administratorsAndOwnClient, administratorsAndOwnPartner }),
  ...partnerMarkRows(administratorsAndOwnClient),
  ...waitlistAndBoostRows({ administratorsAndOwnClient, partnersOnly }),
  ...pushRows({ ...administratorsAndOwnPartner, administrator: 403 }),
  ...invitationRows({ administratorsAndOwnClient, partnersOnly }),
  ...invitationWithdrawRows(administratorsAndOwnClient),
  ...fillRateRows({ administratorsOnly, administratorsAndOwnClient }),
};

/** A principal's expected outcome; principals without a valid, current sign-in always get 401. */
export function expected(row: MatrixRow, principal: Principal, tenant: Tenant, isPublic: boolean): Outcome {
  const given = row.expect[principal];
  if (given === undefined) {
    if (isPublic) return allow;
    if (['anonymous', 'disabledUser', 'removedUser', 'tamperedToken'].includes(principal)) return 401;
    throw new Error(`The matrix has no outcome for ${principal}`);
  }
  return typeof given === 'object' ? given[tenant] : given;
}

/** What a reply means for the matrix. */
export function outcomeOf(status: number): Outcome | 'server error' {
  if (status >= 500) return 'server error';
  if (status === 401 || status === 403 || status === 404) return status;
  return allow;
}
