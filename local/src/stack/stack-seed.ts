import { createDocumentClient, createService } from '@careshift/db';

import { cognitoClient } from '../seed/cognito-users';
import { DEMO_SCALE, seedDemo } from '../seed/demo';
import type { DemoSignIn } from '../seed/demo';
import type { SeedCardPayments } from '../seed/scale/card-payments';

/** What a stack seeds: the whole demo (true), positions and the administrator only, or nothing. */
export type StackSeed = boolean | 'minimal';

/** The largest demo `npm start` seeds (every seeded person gets a sign-in, so it grows with the size). */
export const MAX_DEMO_SCALE = 200_000;

/**
 * `CARESHIFT_DEMO_SCALE` for `npm start`: the number of demo shifts (default DEMO_SCALE), or 0 for no
 * demo data (positions and the administrator only, e.g. before `npm run seed -- --scale N`).
 */
export function demoSeedFromEnv(env: NodeJS.ProcessEnv = process.env): {
  seed: StackSeed;
  demoScale?: number;
} {
  const raw = env.CARESHIFT_DEMO_SCALE?.trim();
  if (!raw) return { seed: true };
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_DEMO_SCALE) {
    throw new Error(
      `CARESHIFT_DEMO_SCALE=${raw} is not a number of demo shifts (0 for none, up to ${MAX_DEMO_SCALE}).`,
    );
  }
  return scale === 0 ? { seed: 'minimal' } : { seed: true, demoScale: scale };
}

export interface StackSeedInput {
  seed: StackSeed;
  tableName: string;
  region: string;
  dynamodbEndpoint: string;
  authUrl: string;
  userPoolId: string;
  /** The web client: the demo administrator's authenticator app is enrolled through it. */
  userPoolClientId: string;
  password?: string;
  /** Shifts of the demo data (default DEMO_SCALE). */
  scale?: number;
  /** Pays the demo's card-paid invoices through the Stripe twin (see seedDemo). */
  cardPayments?: SeedCardPayments;
  log: (line: string) => void;
}

/** Seeds a freshly started stack as asked and returns its demo sign-ins (none without a seed). */
export async function seedStack(input: StackSeedInput): Promise<DemoSignIn[]> {
  if (input.seed === false) return [];
  const demo = input.seed !== 'minimal';
  const db = createService(
    createDocumentClient({
      tableName: input.tableName,
      endpoint: input.dynamodbEndpoint,
      region: input.region,
    }),
    input.tableName,
  );
  const cognito = cognitoClient({ endpoint: input.authUrl, region: input.region });
  const started = performance.now();
  const scale = input.scale ?? DEMO_SCALE;
  if (demo) input.log(`[seed] seeding the demo: ${scale} shifts and the people around them…`);
  try {
    const result = await seedDemo({
      db,
      cognito,
      userPoolId: input.userPoolId,
      userPoolClientId: input.userPoolClientId,
      password: input.password,
      data: demo,
      scale,
      log: input.log,
      ...(input.cardPayments ? { cardPayments: input.cardPayments } : {}),
    });
    const seeded = result.data?.seeded;
    if (seeded) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      input.log(
        `[seed] the demo is ready in ${seconds} s: ${seeded.shifts + (result.data?.openShiftsPosted ?? 0)} shifts, ${seeded.clients} organisations, ${seeded.partners} partners, ${seeded.invoices} invoices (${seeded.cardPayments} paid by card in the Stripe twin), ${seeded.reviews} reviews, ${result.signIns.length} demo sign-ins.`,
      );
    }
    return result.signIns;
  } finally {
    cognito.destroy();
  }
}
