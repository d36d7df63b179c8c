import type { RecordOtpSendInput } from '@careshift/db';

import type { SmsSender } from './request-code';
import type { CodeSendCounter } from './send-throttle';
import type { SignInStandings } from './sign-in-gate';

/** Test fakes of the sign-in code's dependencies (unit tests only; no AWS). */

/** The send repository's contract in memory: counts per number and window, refuses past the limit. */
export function fakeCodeSendCounter(): CodeSendCounter & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async recordOtpSend({ phoneNumber, windowStart, limit }: RecordOtpSendInput) {
      const key = `${phoneNumber}#${windowStart}`;
      const sends = counts.get(key) ?? 0;
      if (sends >= limit) return { allowed: false, sends };
      counts.set(key, sends + 1);
      return { allowed: true, sends: sends + 1 };
    },
  };
}

export interface SentSms {
  phoneNumber: string;
  text: string;
}

export function fakeSmsSender(): SmsSender & { sent: SentSms[] } {
  const sent: SentSms[] = [];
  return {
    sent,
    async sendSms(phoneNumber, text) {
      sent.push({ phoneNumber, text });
    },
  };
}

/** A clock that only moves when told to. */
export function fakeClock(start: string | Date) {
  let now = new Date(start);
  const clock = () => new Date(now);
  clock.advanceSeconds = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  return clock;
}

/**
 * Partner records in memory: only their status, by partner id (= the sign-in's `sub`); and client
 * (organisation) records, by client id. `reads` lists the partner ids read, `clientReads` the client ids.
 */
export function fakePartnerStandings(
  statuses: Record<string, 'VERIFIED' | 'PENDING' | 'RESTRICTED' | 'DISABLED'> = {},
  clientStatuses: Record<string, 'VERIFIED' | 'PENDING' | 'DISABLED'> = {},
): SignInStandings & { reads: string[]; clientReads: string[] } {
  const reads: string[] = [];
  const clientReads: string[] = [];
  return {
    reads,
    clientReads,
    async getClient(clientId) {
      clientReads.push(clientId);
      const status = clientStatuses[clientId];
      return status ? { status } : undefined;
    },
    async getPartner(partnerId) {
      reads.push(partnerId);
      const status = statuses[partnerId];
      return status ? { status } : undefined;
    },
  };
}
