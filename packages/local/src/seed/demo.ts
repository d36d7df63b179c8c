import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

import { createPositionRepository } from '@careshift/db';
import type { DbService } from '@careshift/db';
import type { Role } from '@careshift/domain';

import { ensureCognitoUser } from './cognito-users';
import { DEMO_POSITIONS } from './positions';

/** The administrator every local stack has. */
export const DEMO_ADMIN_EMAIL = 'admin@careshift.local';
/** Printed by `npm start`; override with CARESHIFT_DEMO_PASSWORD. */
export const DEFAULT_DEMO_PASSWORD = 'CareShift-demo-2025';

export interface DemoSignIn {
  role: Role;
  label: string;
  username: string;
  password: string;
}

export interface DemoSeedTarget {
  db: DbService;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  password?: string;
  now?: () => Date;
}

export interface DemoSeedResult {
  signIns: DemoSignIn[];
  positionsCreated: number;
}

/**
 * Seeds the demo data: the positions of a Cyprus care market and the administrator. Idempotent:
 * existing positions keep their (possibly edited) rates, the administrator gets the demo password
 * and role again.
 */
export async function seedDemo(target: DemoSeedTarget): Promise<DemoSeedResult> {
  const password = target.password ?? DEFAULT_DEMO_PASSWORD;
  const now = (target.now ?? (() => new Date()))().toISOString();
  const positions = createPositionRepository(target.db);
  let positionsCreated = 0;
  for (const position of DEMO_POSITIONS) {
    const created = await positions.createPosition({ ...position, createdAt: now, updatedAt: now });
    if (created) positionsCreated += 1;
  }
  await ensureCognitoUser(target.cognito, target.userPoolId, {
    email: DEMO_ADMIN_EMAIL,
    password,
    attributes: { 'custom:role': 'SYSTEM_USER' },
  });
  return {
    positionsCreated,
    signIns: [{ role: 'SYSTEM_USER', label: 'Administrator', username: DEMO_ADMIN_EMAIL, password }],
  };
}
