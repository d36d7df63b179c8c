import { createDocumentClient, createService } from '@careshift/db';

import { cognitoClient } from '../seed/cognito-users';
import { DEMO_SCALE, seedDemo } from '../seed/demo';
import type { DemoSignIn } from '../seed/demo';

/** What a stack seeds: the whole demo (true), positions and the administrator only, or nothing. */
export type StackSeed = boolean | 'minimal';

export interface StackSeedInput {
  seed: 'demo' | 'minimal';
  tableName: string;
  region: string;
  dynamodbEndpoint: string;
  authUrl: string;
  userPoolId: string;
  password?: string;
  /** Shifts of the demo data (default DEMO_SCALE). */
  scale?: number;
  log: (line: string) => void;
}

/** Seeds a freshly started stack and returns its demo sign-ins. */
export async function seedStack(input: StackSeedInput): Promise<DemoSignIn[]> {
  const db = createService(
    createDocumentClient({ tableName: input.tableName, endpoint: input.dynamodbEndpoint, region: input.region }),
    input.tableName,
  );
  const cognito = cognitoClient({ endpoint: input.authUrl, region: input.region });
  const started = performance.now();
  const scale = input.scale ?? DEMO_SCALE;
  if (input.seed === 'demo') input.log(`[seed] seeding the demo: ${scale} shifts and the people around them…`);
  try {
    const result = await seedDemo({
      db,
      cognito,
      userPoolId: input.userPoolId,
      password: input.password,
      data: input.seed === 'demo',
      scale,
      log: input.log,
    });
    const seeded = result.data?.seeded;
    if (seeded) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      input.log(
        `[seed] the demo is ready in ${seconds} s: ${seeded.shifts + (result.data?.openShiftsPosted ?? 0)} shifts, ${seeded.clients} organisations, ${seeded.partners} partners, ${seeded.invoices} invoices, ${seeded.reviews} reviews, ${result.signIns.length} demo sign-ins.`,
      );
    }
    return result.signIns;
  } finally {
    cognito.destroy();
  }
}
