import {
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ShiftPage } from '@careshift/contract';
import { createDocumentClient, createRepositories, createService } from '@careshift/db';
import type { DbService, Repositories } from '@careshift/db';
import {
  isClientUserSignInEnabled,
  canPartnerSignIn,
  canSystemUserSignIn,
  SHIFT_STATUSES,
  SYSTEM_USER_STATUSES,
} from '@careshift/domain';
import { createCognitoAccounts } from '@careshift/lambdas/accounts/cognito-accounts';
import { REFUSED_UNTIL_ALLOWED } from '@careshift/lambdas/accounts/revoking-accounts';

import { passwordSignInIdToken } from '../admin/authenticator-enrolment';
import { cognitoClient } from '../seed/cognito-users';
import { seedDemo, SMS_CODE_HINT } from '../seed/demo';
import type { DemoSignIn } from '../seed/demo';
import { DEMO_OPEN_SHIFT_DAYS, DEMO_OPEN_SHIFTS } from '../seed/demo-open-shifts';
import { DEMO_CLIENTS, DEMO_PARTNERS } from '../seed/demo-people';
import { seedAtScale } from '../seed/scale/cli';
import { LOCAL_STRIPE_SECRET_KEY } from '../twins/stripe-twin';

import { originHeaders } from './origin-secret';
import { startStack } from './stack';
import type { LocalStack } from './stack';

const PASSWORD = 'Demo-stack-1';
const DAY = 86_400_000;

describe('the demo that startStack seeds (npm start)', () => {
  let stack: LocalStack;
  let cognito: CognitoIdentityProviderClient;
  let db: DbService;
  let repos: Repositories;
  let verifyIdToken: (token: string) => Promise<Record<string, unknown>>;
  /** The demo's sign-ins: the stack's, until the re-seed test enrols the administrator's app anew. */
  let signIns: DemoSignIn[];

  beforeAll(async () => {
    stack = await startStack({ web: false, log: false, demoPassword: PASSWORD, testClock: true });
    signIns = stack.signIns;
    cognito = cognitoClient({ endpoint: stack.urls.auth, region: stack.region });
    db = createService(
      createDocumentClient({
        tableName: stack.tableName,
        endpoint: stack.urls.dynamodb,
        region: stack.region,
      }),
      stack.tableName,
    );
    repos = createRepositories(db);
    const verifier = JwtRsaVerifier.create(
      {
        issuer: stack.issuer,
        audience: stack.userPoolClientId,
        jwksUri: `${stack.issuer}/.well-known/jwks.json`,
        tokenUse: 'id',
      },
      {
        jwksCache: new SimpleJwksCache({
          fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
        }),
      },
    );
    verifyIdToken = async (token) => (await verifier.verify(token)) as Record<string, unknown>;
  });
  afterAll(async () => {
    cognito?.destroy();
    await stack?.stop();
  });

  const signInsOf = (role: DemoSignIn['role']) => signIns.filter((signIn) => signIn.role === role);
  const partnerSignIn = (status: string) =>
    signIns.find((signIn) => signIn.label === DEMO_PARTNERS.find((p) => p.status === status)?.label);

  /** E-mail and password, then the authenticator app's code for the administrator (issue 30). */
  const passwordSignIn = (signIn: DemoSignIn): Promise<string> =>
    passwordSignInIdToken(cognito, stack.userPoolClientId, signIn);

  /** The partner flow of the web: the number, then the 6-digit code the SMS brought to the outbox. */
  async function smsSignIn(signIn: DemoSignIn): Promise<string> {
    const challenge = await cognito.send(
      new InitiateAuthCommand({
        ClientId: stack.userPoolClientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: signIn.username },
      }),
    );
    const code = /\b(\d{6})\b/.exec(stack.outbox.latest(signIn.username, 'sms')?.body ?? '')?.[1] ?? '';
    const { AuthenticationResult } = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: stack.userPoolClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: challenge.ChallengeParameters?.USERNAME ?? '', ANSWER: code },
      }),
    );
    return AuthenticationResult?.IdToken ?? '';
  }

  async function api<T>(
    path: string,
    token: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${stack.urls.api}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...originHeaders(stack.originSecret),
      },
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  it('should list an administrator, an owner and a user of two organisations and a partner per status', () => {
    expect(stack.signIns.map((signIn) => signIn.role)).toEqual([
      'SYSTEM_USER',
      'OWNER',
      'CLIENT',
      'OWNER',
      'CLIENT',
      'EMPLOYEE',
      'EMPLOYEE',
      'EMPLOYEE',
      'EMPLOYEE',
    ]);
    expect(new Set(signInsOf('OWNER').map((signIn) => signIn.clientId)).size).toBe(2);
    for (const signIn of signInsOf('EMPLOYEE')) {
      expect(signIn).toMatchObject({ method: 'sms', password: SMS_CODE_HINT });
      expect(signIn.username).toMatch(/^\+3579\d{7}$/);
    }
    for (const signIn of stack.signIns.filter((s) => s.method === 'password'))
      expect(signIn.password).toBe(PASSWORD);
    expect(new Set(stack.signIns.map((signIn) => signIn.userId)).size).toBe(stack.signIns.length);
  });

  it('should sign in every e-mail user with its password, the token naming its record', async () => {
    const admin = signInsOf('SYSTEM_USER')[0] as DemoSignIn;
    const adminTokenClaims = await verifyIdToken(await passwordSignIn(admin));
    expect(adminTokenClaims).toMatchObject({
      sub: admin.userId,
      role: 'SYSTEM_USER',
      email: admin.username,
      mfa: 'totp',
    });
    // The demo administrator's authenticator app is on: the password alone gets no token (issue 30).
    expect(admin.authenticatorSecret).toMatch(/^[A-Z2-7]{52}$/);
    expect(await passwordSignIn({ ...admin, authenticatorSecret: undefined })).toBe('');
    expect(await repos.systemUsers.getSystemUser(admin.userId)).toMatchObject({
      email: admin.username,
      status: 'ACTIVE',
      receiveRequestUpdates: true,
    });
    for (const signIn of [...signInsOf('OWNER'), ...signInsOf('CLIENT')]) {
      const tokenClaims = await verifyIdToken(await passwordSignIn(signIn));
      expect(tokenClaims, signIn.label).toMatchObject({
        sub: signIn.userId,
        role: signIn.role,
        companyId: signIn.clientId,
      });
      expect(await repos.clientUsers.getClientUser(signIn.userId), signIn.label).toMatchObject({
        clientId: signIn.clientId,
        email: signIn.username,
        owner: signIn.role === 'OWNER',
        status: 'VERIFIED',
      });
      const client = await repos.clients.getClient(signIn.clientId ?? '');
      expect(client?.status).toBe('VERIFIED');
      expect(DEMO_CLIENTS.map((o) => o.name)).toContain(client?.name);
    }
  });

  it('should sign partners in with the SMS code from the outbox, refusing the DISABLED one like an unknown number', async () => {
    for (const partner of DEMO_PARTNERS) {
      const signIn = partnerSignIn(partner.status) as DemoSignIn;
      const record = await repos.partners.getPartner(signIn.userId);
      expect(record, signIn.label).toMatchObject({ status: partner.status, firstName: partner.firstName });
      if (partner.status === 'DISABLED') {
        expect(signIn.enabled).toBe(false);
        expect(await smsSignIn(signIn)).toBe('');
        expect(stack.outbox.latest(signIn.username, 'sms')?.body).toContain('απενεργοποιημένος');
        const revoked = await repos.signInRevocations.revokedAt([signIn.userId]);
        expect(revoked.get(signIn.userId)).toBe(REFUSED_UNTIL_ALLOWED.getTime());
        continue;
      }
      const tokenClaims = await verifyIdToken(await smsSignIn(signIn));
      expect(tokenClaims, signIn.label).toMatchObject({
        sub: signIn.userId,
        role: 'EMPLOYEE',
        phone_number: signIn.username,
      });
    }
    const restricted = await repos.partners.getPartner(partnerSignIn('RESTRICTED')?.userId ?? '');
    expect(restricted?.restrictedReasonType).toBe('LICENCE_EXPIRED');
    expect(Date.parse(restricted?.registrationExpirationDate ?? '')).toBeLessThan(Date.now());
  });

  it('should give every other seeded person a sign-in whose sub is their record id', async () => {
    const accounts = createCognitoAccounts(cognito, stack.userPoolId);
    const partners = (await repos.partners.listPartners({ limit: 200 })).items;
    expect(partners.length).toBeGreaterThanOrEqual(12);
    for (const partner of partners) {
      const account = await accounts.getByUsername(partner.partnerId);
      expect(account, partner.partnerId).toMatchObject({
        authId: partner.partnerId,
        role: 'EMPLOYEE',
        enabled: true,
      });
      const revoked = (await repos.signInRevocations.revokedAt([partner.partnerId])).get(partner.partnerId);
      expect(revoked === REFUSED_UNTIL_ALLOWED.getTime(), partner.partnerId).toBe(
        !canPartnerSignIn(partner.status),
      );
    }
    const clients = (await repos.clients.listClientsByCreated({ limit: 50 })).items;
    for (const client of clients) {
      for (const user of (await repos.clientUsers.listClientUsers({ clientId: client.clientId })).items) {
        const account = await accounts.getByUsername(user.userId);
        expect(account, user.email).toMatchObject({
          authId: user.userId,
          email: user.email,
          role: user.owner ? 'OWNER' : 'CLIENT',
          companyId: client.clientId,
          // Enabled in the pool by the user's own status; a DISABLED client is refused by the pre-token trigger.
          enabled: isClientUserSignInEnabled(user.status),
        });
      }
    }
    const systemUsers = (await repos.systemUsers.listSystemUsers({ statuses: SYSTEM_USER_STATUSES })).items;
    expect(systemUsers.length).toBeGreaterThanOrEqual(5);
    for (const user of systemUsers) {
      expect(await accounts.getByUsername(user.systemUserId)).toMatchObject({
        authId: user.systemUserId,
        role: 'SYSTEM_USER',
        enabled: canSystemUserSignIn(user.status),
      });
    }
  });

  it('should show each organisation its own shifts, in many statuses', async () => {
    for (const owner of signInsOf('OWNER')) {
      const { status, body } = await api<ShiftPage>('/api/requests', await passwordSignIn(owner));
      expect(status).toBe(200);
      expect(body.items).toHaveLength(10);
      expect(body.items.every((shift) => shift.clientId === owner.clientId)).toBe(true);
      const statuses = new Set<string>();
      let cursor: string | null = null;
      do {
        const page = await repos.shifts.listClientShifts({
          clientId: owner.clientId ?? '',
          cursor,
          limit: 200,
        });
        for (const shift of page.items) statuses.add(shift.status);
        cursor = page.cursor;
      } while (cursor);
      expect(statuses.size, owner.label).toBeGreaterThanOrEqual(5);
    }
  });

  it('should give the VERIFIED partner worked shifts, invoices and reviews, and the dashboard its numbers', async () => {
    const partner = partnerSignIn('VERIFIED') as DemoSignIn;
    const mine = await api<ShiftPage>(
      '/api/requests/mine?statuses=FINISHED,COMPLETED',
      await smsSignIn(partner),
    );
    expect(mine.status).toBe(200);
    expect(mine.body.items.length).toBeGreaterThan(0);
    const invoices = await repos.invoices.listPartnerInvoices({ partnerId: partner.userId, limit: 100 });
    expect(invoices.items.length).toBeGreaterThan(0);
    expect(new Set(invoices.items.map((invoice) => invoice.status)).has('PAID')).toBe(true);
    const reviews = await repos.reviews.listPartnerReviews({ partnerId: partner.userId, limit: 100 });
    expect(reviews.items.length).toBeGreaterThan(0);
    expect((await repos.partners.getPartner(partner.userId))?.ratingCount).toBe(reviews.items.length);

    const counts = await repos.aggregates.readEntityCounts();
    expect(counts.clients).toBeGreaterThanOrEqual(3);
    expect(counts.partners).toBeGreaterThanOrEqual(12);
    expect(counts.openShifts).toBeGreaterThanOrEqual(DEMO_OPEN_SHIFTS);
    const month = (offset: number) => new Date(Date.now() - offset * 30 * DAY).toISOString().slice(0, 7);
    const stats = await repos.aggregates.readMonthlyShiftStats({ fromMonth: month(6), toMonth: month(-2) });
    expect(new Set(stats.map((stat) => stat.month)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(stats.map((stat) => stat.status))).toEqual(new Set(SHIFT_STATUSES));
  });

  it("should make the demo's card-paid invoices real payments in the Stripe twin, so each can be refunded", async () => {
    const paid = await repos.invoices.listInvoices({ statuses: ['PAID'], limit: 100 });
    const byCard = paid.items.filter((invoice) => invoice.paymentMethod === 'CARD');
    expect(byCard.length).toBeGreaterThan(0);
    for (const invoice of byCard) {
      const reply = await fetch(`${stack.urls.stripe}/v1/payment_intents/${invoice.transactionId}`, {
        headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
      });
      expect(reply.status, `invoice ${invoice.invoiceRef}`).toBe(200);
      expect(await reply.json()).toMatchObject({
        status: 'succeeded',
        amount: invoice.total,
        currency: 'eur',
        metadata: { invoiceId: invoice.invoiceId, invoiceRef: String(invoice.invoiceRef) },
      });
    }
  });

  it('should seed idempotently: a second run writes no more data and keeps every sign-in', async () => {
    const reseed = () =>
      seedDemo({
        db,
        cognito,
        userPoolId: stack.userPoolId,
        userPoolClientId: stack.userPoolClientId,
        password: PASSWORD,
        data: true,
        log: () => {},
      });
    // A first run tops the open shifts up again when a test before this one claimed one (as `npm
    // start` does on a used demo); the run after it must write nothing.
    const settled = await reseed();
    const before = await repos.aggregates.readEntityCounts();
    const again = await reseed();
    // The administrator's app key is new on each run: the tests after this one sign in with it.
    signIns = again.signIns;
    expect(again.positionsCreated).toBe(0);
    // The administrator's authenticator app is enrolled anew (a new key); everything else is the same.
    const withoutKey = (list: DemoSignIn[]) => list.map(({ authenticatorSecret: _key, ...signIn }) => signIn);
    expect(withoutKey(again.signIns)).toEqual(withoutKey(stack.signIns));
    expect(again.signIns[0]?.authenticatorSecret).not.toBe(settled.signIns[0]?.authenticatorSecret);
    expect(again.data).toEqual({ seeded: undefined, openShiftsPosted: 0 });
    expect(await repos.aggregates.readEntityCounts()).toEqual(before);
    await expect(
      seedAtScale({ scale: 50, endpoint: stack.urls.dynamodb, table: stack.tableName }),
    ).rejects.toThrow('holds seeded data already (npm start seeds a demo)');
    expect(await repos.aggregates.readEntityCounts()).toEqual(before);
    expect(await verifyIdToken(await passwordSignIn(again.signIns[0] as DemoSignIn))).toMatchObject({
      sub: stack.signIns[0]?.userId,
      mfa: 'totp',
    });
  });

  it('should give the VERIFIED partner shifts of its positions to claim in the coming days', async () => {
    const partner = partnerSignIn('VERIFIED') as DemoSignIn;
    const token = await smsSignIn(partner);
    const { status, body } = await api<ShiftPage>('/api/requests/find-a-shift?statuses=VERIFIED', token);
    expect(status).toBe(200);
    const positions = DEMO_PARTNERS[0]?.positionIds ?? [];
    const soon = body.items.filter(
      (shift) => Date.parse(shift.startDate) < Date.now() + DEMO_OPEN_SHIFT_DAYS * DAY,
    );
    expect(soon.length).toBeGreaterThanOrEqual(Math.min(DEMO_OPEN_SHIFTS, 10));
    expect(body.items.every((shift) => positions.includes(shift.position.id))).toBe(true);
    let claimed: string | undefined;
    for (const shift of soon) {
      const claim = await api<{ status: string }>(`/api/requests/${shift.id}/claim`, token, {
        method: 'POST',
        body: '{}',
      });
      if (claim.status === 200) {
        expect(claim.body.status).toBe('CLAIMED');
        claimed = shift.id;
        break;
      }
    }
    expect(claimed).toBeDefined();
  });

  it('should give the VERIFIED partner a claimed shift starting soon, so Clock in shows at once (issue 34)', async () => {
    const partner = partnerSignIn('VERIFIED') as DemoSignIn;
    const { status, body } = await api<ShiftPage>(
      '/api/requests/mine?statuses=CLAIMED',
      await smsSignIn(partner),
    );
    expect(status).toBe(200);
    // Clock in opens 30 minutes before the start; the seed puts the start about 20 minutes after itself.
    const inWindow = body.items.filter((shift) => {
      const start = Date.parse(shift.startDate);
      return start > Date.now() && start <= Date.now() + 30 * 60_000;
    });
    expect(inWindow).toHaveLength(1);
  });

  it('should send a Greek user the reset e-mail the CustomMessage trigger writes, as Cognito would', async () => {
    const greek = DEMO_CLIENTS.find((client) => client.user.lang === 'el');
    const desk = stack.signIns.find((signIn) => signIn.username === greek?.user.email);
    expect(desk, 'the Greek desk user of a demo organisation').toBeDefined();
    await cognito.send(
      new ForgotPasswordCommand({ ClientId: stack.userPoolClientId, Username: desk?.username ?? '' }),
    );
    const mail = stack.outbox.latest(desk?.username ?? '', 'email');
    expect(mail?.subject).toBe('Επαναφορά κωδικού πρόσβασης CareShift');
    expect(mail?.body).toMatch(/Ο κωδικός επαλήθευσης είναι: \d{6}/);
    expect(mail?.body).not.toContain('{####}');
  });
});
