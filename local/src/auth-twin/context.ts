import type { AuthTwinOutbox } from './mail';
import type { SessionStore } from './sessions';
import type { TokenService } from './tokens';
import type { AuthTwinTriggers } from './trigger-runner';
import type { UserStore } from './user-store';

export interface PoolConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  passwordMinLength: number;
  customAttributes: readonly string[];
  /** Validity of a password-reset code sent by ForgotPassword. */
  resetCodeSeconds: number;
}

/** Everything an action of the twin works with. */
export interface TwinContext {
  config: PoolConfig;
  clock: () => Date;
  users: UserStore;
  tokens: TokenService;
  sessions: SessionStore;
  triggers: AuthTwinTriggers;
  outbox: AuthTwinOutbox;
  log: (line: string) => void;
  /** A stable, UUID-shaped stand-in user name for a sign-in name with no account. */
  pseudoUsername(typed: string): string;
}
