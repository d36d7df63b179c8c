import { randomBytes } from 'node:crypto';

import { MESSAGES, notAuthorized } from './errors';

export interface ChallengeRound {
  challengeName: 'CUSTOM_CHALLENGE';
  challengeResult: boolean;
  challengeMetadata?: string;
}

/** A sign-in waiting for an answer: the state Cognito keeps behind its opaque `Session`. */
export interface AuthSession {
  challengeName: 'CUSTOM_CHALLENGE' | 'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA';
  /** Wrong answers to this session so far (SOFTWARE_TOKEN_MFA may be answered again). */
  wrongAnswers?: number;
  clientId: string;
  /** The internal user name, or for an unknown user the name that was typed. */
  username: string;
  /** The USERNAME the client was told (ChallengeParameters) and must answer with. */
  challengeUsername: string;
  userNotFound: boolean;
  rounds: ChallengeRound[];
  /** The Create trigger's privateChallengeParameters of the current round. */
  privateChallengeParameters: Record<string, string>;
  challengeMetadata: string | undefined;
  expiresAt: number;
}

/**
 * Opaque, single-use sessions. Each answer consumes its session and a follow-up challenge gets
 * a new one, so a failed or finished sign-in cannot be answered again.
 */
export class SessionStore {
  private readonly sessions = new Map<string, AuthSession>();

  constructor(
    private readonly validitySeconds: number,
    private readonly clock: () => Date,
  ) {}

  open(session: Omit<AuthSession, 'expiresAt'>): string {
    const id = randomBytes(192).toString('base64');
    this.sessions.set(id, { ...session, expiresAt: this.clock().getTime() + this.validitySeconds * 1000 });
    return id;
  }

  /** Takes a session for an answer; unknown, used, expired or mismatched sessions are refused. */
  take(id: string, challengeName: string, clientId: string): AuthSession {
    const session = this.sessions.get(id);
    this.sessions.delete(id);
    if (!session || session.challengeName !== challengeName || session.clientId !== clientId) {
      throw notAuthorized(MESSAGES.invalidSession);
    }
    if (session.expiresAt < this.clock().getTime()) throw notAuthorized(MESSAGES.expiredSession);
    return session;
  }

  /** Keeps a taken session answerable again (a wrong MFA code), until it expires as before. */
  putBack(id: string, session: AuthSession): void {
    this.sessions.set(id, session);
  }
}
