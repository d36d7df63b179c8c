import { createRepositories } from '@careshift/db';
import type { DbService } from '@careshift/db';
import type { Role } from '@careshift/domain';
import { canPartnerSignIn } from '@careshift/domain';
import type { Account, NewAccount } from '@careshift/lambdas/accounts/cognito-accounts';

import { ensureDemoOpenShifts } from './demo-open-shifts';
import { DEMO_CLIENTS, DEMO_PARTNERS, SMS_CODE_HINT } from './demo-people';
import type { DemoPerson } from './demo-people';
import { ensureDemoShiftStartingSoon } from './demo-shift-soon';
import type { SeedCardPayments } from './scale/card-payments';
import { hasScaleSeed, seedScale } from './scale/index';
import type { SeedProgress, SeedScaleSummary } from './scale/index';
import type { SeedAccounts } from './seed-accounts';

/** One sign-in of the demo, as `npm start` prints it and the README lists it. */
export interface DemoSignIn {
  role: Role;
  label: string;
  /** The e-mail, or the partner's E.164 mobile number. */
  username: string;
  /** The password, or SMS_CODE_HINT for partners (they sign in with a 6-digit code sent by SMS). */
  password: string;
  method: 'password' | 'sms';
  /** The record the sign-in belongs to: the token's `sub` (system user, client user or partner id). */
  userId: string;
  /** The client organisation of a client user (the token's `companyId` claim). */
  clientId?: string;
  /**
   * False for the DISABLED partner: the sign-in exists (enabled in the user pool) but the sign-in
   * triggers refuse it, exactly as they answer an unknown number, and text the owner why.
   */
  enabled: boolean;
  /**
   * The administrator's authenticator app key (base32) when the seed enrolled it (the local stack):
   * add it to an authenticator app, or compute the codes from it (tests).
   */
  authenticatorSecret?: string;
}

export interface DemoDataInput {
  db: DbService;
  accounts: SeedAccounts;
  password: string;
  now: Date;
  adminId: string;
  scale: number;
  onProgress?: (progress: SeedProgress) => void;
  log: (line: string) => void;
  /** Pays the card-paid invoices with the card provider (see seedScale). */
  cardPayments?: SeedCardPayments;
}

export interface DemoDataResult {
  signIns: DemoSignIn[];
  /** What this run seeded; undefined when the table held the demo data already. */
  seeded?: SeedScaleSummary;
  /** Shifts posted so that the VERIFIED partner has some to claim in the coming days. */
  openShiftsPosted: number;
}

const emailAccount = (person: DemoPerson, password: string, role: Role, clientId: string): NewAccount => ({
  username: person.email,
  email: person.email,
  password,
  role,
  companyId: clientId,
  lang: person.lang,
});

/** The demo's own sign-ins, in the order they are listed: owners and users, then partners. */
function demoAccounts(password: string): NewAccount[] {
  return [
    ...DEMO_CLIENTS.flatMap((client) => [
      emailAccount(client.owner, password, 'OWNER', client.clientId),
      emailAccount(client.user, password, 'CLIENT', client.clientId),
    ]),
    ...DEMO_PARTNERS.map((partner) => ({
      username: partner.phoneNumber,
      phoneNumber: partner.phoneNumber,
      role: 'EMPLOYEE' as const,
      lang: partner.lang,
      enabled: canPartnerSignIn(partner.status),
    })),
  ];
}

function signInsOf(accounts: Account[], password: string): DemoSignIn[] {
  const clientSignIns = DEMO_CLIENTS.flatMap((client, i) => {
    const [owner, user] = [accounts[2 * i], accounts[2 * i + 1]] as [Account, Account];
    return [
      [owner, client.owner, 'OWNER', `Owner, ${client.name}`],
      [user, client.user, 'CLIENT', `User, ${client.name}`],
    ] as const;
  }).map(([account, person, role, label]) => ({
    role,
    label,
    username: person.email,
    password,
    method: 'password' as const,
    userId: account.authId,
    clientId: account.companyId,
    enabled: true,
  }));
  const partners = DEMO_PARTNERS.map((partner, i) => ({
    role: 'EMPLOYEE' as const,
    label: partner.label,
    username: partner.phoneNumber,
    password: SMS_CODE_HINT,
    method: 'sms' as const,
    userId: (accounts[2 * DEMO_CLIENTS.length + i] as Account).authId,
    enabled: canPartnerSignIn(partner.status),
  }));
  return [...clientSignIns, ...partners];
}

/** Sign-ins whose record is missing: the table was seeded together with another user pool. */
async function withoutRecords(db: DbService, signIns: DemoSignIn[]): Promise<DemoSignIn[]> {
  const repos = createRepositories(db);
  const missing: DemoSignIn[] = [];
  for (const signIn of signIns) {
    const record =
      signIn.role === 'EMPLOYEE'
        ? await repos.partners.getPartner(signIn.userId)
        : await repos.clientUsers.getClientUser(signIn.userId);
    if (!record) missing.push(signIn);
  }
  return missing;
}

/**
 * The demo organisations (an owner and a user each), partners in every status and `scale` shifts of
 * realistic data around them (seedScale), every person with a sign-in whose `sub` is their record id.
 * The demo's sign-ins are made first and their subs handed to seedScale as the first records' ids; the
 * made-up people get theirs through assignIds. Idempotent: a table that holds the data already is left
 * as it is, and the sign-ins are brought back to the demo's password and state.
 */
export async function seedDemoData(input: DemoDataInput): Promise<DemoDataResult> {
  const { db, now } = input;
  const accounts = await input.accounts.ensureAccounts(demoAccounts(input.password));
  const signIns = signInsOf(accounts, input.password);
  const owners = DEMO_CLIENTS.map((client, i) => ({
    clientId: client.clientId,
    ownerUserId: (accounts[2 * i] as Account).authId,
  }));
  let seeded: DemoDataResult['seeded'];
  if (await hasScaleSeed(db)) {
    const missing = await withoutRecords(db, signIns);
    if (missing.length > 0) {
      input.log(
        `The table holds demo data of another user pool: ${missing.map((s) => s.username).join(', ')} sign in to no record. Start from an empty table to get a matching demo.`,
      );
      return { signIns, openShiftsPosted: 0 };
    }
  } else {
    seeded = await seedScale({
      service: db,
      scale: input.scale,
      now,
      adminId: input.adminId,
      onProgress: input.onProgress,
      assignIds: input.accounts.assignIds,
      ...(input.cardPayments ? { cardPayments: input.cardPayments } : {}),
      identities: {
        clientOwners: DEMO_CLIENTS.map((client, i) => ({
          ...client.owner,
          userId: owners[i]?.ownerUserId ?? '',
          client,
        })),
        clientUsers: DEMO_CLIENTS.map((client, i) => ({
          ...client.user,
          clientIndex: i,
          userId: (accounts[2 * i + 1] as Account).authId,
        })),
        partners: DEMO_PARTNERS.map((partner, i) => ({
          ...partner,
          partnerId: (accounts[2 * DEMO_CLIENTS.length + i] as Account).authId,
          weeklyShiftLimit: null,
        })),
      },
    });
  }
  const openShiftsPosted = await ensureDemoOpenShifts({
    db,
    now,
    positionIds: DEMO_PARTNERS[0]?.positionIds ?? [],
    clients: owners,
  });
  const verified = DEMO_PARTNERS[0];
  if (verified)
    await ensureDemoShiftStartingSoon({
      db,
      now,
      positionIds: verified.positionIds,
      clients: owners,
      partner: {
        partnerId: (accounts[2 * DEMO_CLIENTS.length] as Account).authId,
        name: `${verified.firstName} ${verified.lastName}`,
      },
    });
  return { signIns, seeded, openShiftsPosted };
}
