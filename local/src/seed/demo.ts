import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

import { createRepositories } from '@careshift/db';
import type { DbService } from '@careshift/db';

import { authenticatorCode, startEnrolment } from '../admin/authenticator-enrolment';
import type { EnrolmentTarget } from '../admin/authenticator-enrolment';

import { seedDemoData } from './demo-data';
import type { DemoDataResult, DemoSignIn } from './demo-data';
import { DEMO_ADMIN } from './demo-people';
import { DEMO_POSITIONS } from './positions';
import type { SeedCardPayments } from './scale/card-payments';
import type { SeedProgress } from './scale/index';
import { seedAccounts } from './seed-accounts';
import type { SeedAccounts } from './seed-accounts';

export type { DemoSignIn } from './demo-data';
export { SMS_CODE_HINT } from './demo-people';

/** The administrator every local stack has. */
export const DEMO_ADMIN_EMAIL = DEMO_ADMIN.email;
/** Printed by `npm start`; override with CARESHIFT_DEMO_PASSWORD. */
export const DEFAULT_DEMO_PASSWORD = 'CareShift-demo-2025';
/** Shifts of the demo data `npm start` seeds: every screen has rows, and the start stays quick. */
export const DEMO_SCALE = 300;

export interface DemoSeedTarget {
  db: DbService;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  /**
   * The web client: set by the local stack, whose demo administrator is then enrolled with an
   * authenticator app (a new key each seed, printed by `npm start`). Unset (`npm run seed` on a
   * deployed stage), the administrator sets the app up at the first sign-in.
   */
  userPoolClientId?: string;
  password?: string;
  now?: () => Date;
  /**
   * Also seed the demo organisations, partners and shifts (the local stack does). Default false: the
   * positions and the administrator only, which is all a deployed environment gets from `npm run seed`.
   */
  data?: boolean;
  /** Shifts of the demo data (default DEMO_SCALE). */
  scale?: number;
  onProgress?: (progress: SeedProgress) => void;
  /** Warnings (default: the terminal). */
  log?: (line: string) => void;
  /**
   * Pays the demo's card-paid invoices with the card provider (the local stack's Stripe twin), so each
   * can be refunded like a payment made in the app.
   */
  cardPayments?: SeedCardPayments;
}

export interface DemoSeedResult {
  signIns: DemoSignIn[];
  positionsCreated: number;
  /** With `data`: what was seeded (`seeded` is undefined when the table held the demo already). */
  data?: Omit<DemoDataResult, 'signIns'>;
}

async function seedPositions(db: DbService, at: string): Promise<number> {
  const positions = createRepositories(db).positions;
  let created = 0;
  for (const position of DEMO_POSITIONS) {
    if (await positions.createPosition({ ...position, createdAt: at, updatedAt: at })) created += 1;
  }
  return created;
}

/** The administrator's sign-in and system-user record (ACTIVE, receiving request updates). */
async function seedAdministrator(
  db: DbService,
  accounts: SeedAccounts,
  password: string,
  at: string,
): Promise<DemoSignIn> {
  const { email, firstName, lastName, lang } = DEMO_ADMIN;
  const account = await accounts.ensureAccount({
    username: email,
    email,
    password,
    role: 'SYSTEM_USER',
    lang,
  });
  await createRepositories(db).systemUsers.createSystemUser({
    systemUserId: account.authId,
    firstName,
    lastName,
    email,
    status: 'ACTIVE',
    lang,
    receiveRequestUpdates: true,
    createdAt: at,
    updatedAt: at,
  });
  return {
    role: 'SYSTEM_USER',
    label: 'Administrator',
    username: email,
    password,
    method: 'password',
    userId: account.authId,
    enabled: true,
  };
}

/**
 * Enrols the demo administrator's authenticator app as a person would (the seed plays the app):
 * administrators must sign in with it (issue 30).
 */
async function enrolDemoAuthenticator(target: EnrolmentTarget, admin: DemoSignIn): Promise<DemoSignIn> {
  const enrolment = await startEnrolment(target, admin.username, admin.password);
  try {
    await enrolment.confirm(authenticatorCode(enrolment.secret));
  } finally {
    await enrolment.close();
  }
  return { ...admin, authenticatorSecret: enrolment.secret };
}

/**
 * Seeds the demo: the positions of a Cyprus care market, the administrator and (with `data`)
 * two organisations with an owner and a user each, a partner in every status, and a few hundred shifts
 * of the last six months and the next month with invoices and reviews around them (see demo-data.ts).
 * Every person's record id is the `sub` of their sign-in. Idempotent: existing positions keep their
 * (possibly edited) rates, seeded data is not written twice, and the demo sign-ins get the demo
 * password and state again.
 */
export async function seedDemo(target: DemoSeedTarget): Promise<DemoSeedResult> {
  const password = target.password ?? DEFAULT_DEMO_PASSWORD;
  const now = (target.now ?? (() => new Date()))();
  const at = now.toISOString();
  const positionsCreated = await seedPositions(target.db, at);
  const accounts = seedAccounts(
    target.cognito,
    target.userPoolId,
    createRepositories(target.db).signInRevocations,
  );
  const seededAdmin = await seedAdministrator(target.db, accounts, password, at);
  const admin = target.userPoolClientId
    ? await enrolDemoAuthenticator(
        { cognito: target.cognito, userPoolId: target.userPoolId, userPoolClientId: target.userPoolClientId },
        seededAdmin,
      )
    : seededAdmin;
  if (target.data !== true) return { signIns: [admin], positionsCreated };
  const { signIns, ...data } = await seedDemoData({
    db: target.db,
    accounts,
    password,
    now,
    adminId: admin.userId,
    scale: target.scale ?? DEMO_SCALE,
    onProgress: target.onProgress,
    log: target.log ?? ((line) => console.warn(line)),
    ...(target.cardPayments ? { cardPayments: target.cardPayments } : {}),
  });
  return { signIns: [admin, ...signIns], positionsCreated, data };
}
