import type { Actor, PartnerRecord, Repositories } from '@careshift/db';
import { addDaysYmd, dueLicenceReminder, isRegistrationExpired, nicosiaToday } from '@careshift/domain';

import { sendLicenceNotice } from '../notifications/licence-notices';
import type { MessageSender } from '../notifications/message-sender';
import { partnerRecipient } from '../notifications/recipients';
import { applyAutomaticStanding } from '../standing/partner-standing';

import type { JobInput } from './job-run';

export interface LicenceSweepDeps {
  partners: Pick<Repositories['partners'], 'listPartnersWithRegistrationExpiringBefore' | 'updatePartner'>;
  partnerPrivate: Pick<Repositories['partnerPrivate'], 'getPartnerInfo'>;
  idempotency: Repositories['idempotency'];
  notificationIntents: Pick<Repositories['notificationIntents'], 'recordSent' | 'completeIntent'>;
  sender: MessageSender;
  logError?: (message: string, details: Record<string, unknown>) => void;
}

export interface LicenceSweepResult {
  restricted: number;
  reminded: number;
  /** Reminders an earlier run already sent. */
  alreadyReminded: number;
  failed: number;
}

/** The scheduler's actor on the audit trail. */
export const LICENCE_SWEEP_ACTOR: Actor = { id: 'licence-sweep', role: 'SCHEDULER' };
const PAGE_SIZE = 100;
/** A reminder's "sent" marker outlives the 30 days it guards. */
const REMINDER_MARKER_TTL_SECONDS = 45 * 24 * 3600;

/**
 * An expired licence restricts a VERIFIED partner, and replaces an INVOICE_OVERDUE restriction (an
 * expired licence wins, whatever the invoices say), through the same path as the overdue sweep.
 */
async function restrict(
  deps: LicenceSweepDeps,
  partner: PartnerRecord,
  now: Date,
  result: LicenceSweepResult,
) {
  const outcome = await applyAutomaticStanding(
    deps,
    partner,
    { licenceExpired: true, overdue: [] },
    { actor: LICENCE_SWEEP_ACTOR, now },
  );
  if (outcome === 'restricted') result.restricted += 1;
  // Changed meanwhile (an administrator's edit): the next run looks again.
  else if (outcome === 'conflict') result.failed += 1;
}

async function remind(deps: LicenceSweepDeps, partner: PartnerRecord, now: Date, result: LicenceSweepResult) {
  const days = dueLicenceReminder(partner, now);
  if (!days) return;
  const expiration = partner.registrationExpirationDate ?? '';
  const key = `licence-reminder#${partner.partnerId}#${expiration}#${days}`;
  const start = await deps.idempotency.beginIdempotentRequest(
    { key, requestHash: expiration, now: now.getTime() },
    { ttlSeconds: REMINDER_MARKER_TTL_SECONDS },
  );
  if (start.state !== 'started') return void (result.alreadyReminded += 1);
  const recipient = await partnerRecipient(deps, partner.partnerId);
  const kind = days === 7 ? 'reminder7' : 'reminder30';
  if (recipient && (await sendLicenceNotice(deps.sender, recipient, kind, expiration))) {
    await deps.idempotency.completeIdempotentRequest(key, { sentAt: now.toISOString() }, now.getTime());
    result.reminded += 1;
  } else {
    await deps.idempotency.releaseIdempotentRequest(key);
    result.failed += 1;
  }
}

/**
 * The daily licence sweep: reads the partners whose registration expires within the next 30 days or has
 * expired (the sparse expiry index, a key range; never a scan). A VERIFIED partner whose registration
 * has expired becomes RESTRICTED for LICENCE_EXPIRED, and so does one RESTRICTED for INVOICE_OVERDUE
 * (audited with from/to by the repository, the partner told by SMS and e-mail in their language; see
 * partner-standing.ts). It never lifts LICENCE_EXPIRED: the administrator does, with the new date. Others are reminded 30 and 7 days before, each
 * reminder once (an idempotency marker per partner, date and reminder). Safe to rerun.
 */
export async function runLicenceSweep(input: JobInput<LicenceSweepDeps>): Promise<LicenceSweepResult> {
  const { deps, now } = input;
  const result: LicenceSweepResult = { restricted: 0, reminded: 0, alreadyReminded: 0, failed: 0 };
  const before = addDaysYmd(nicosiaToday(now), 31);
  let cursor: string | null = null;
  do {
    const page = await deps.partners.listPartnersWithRegistrationExpiringBefore({
      date: before,
      cursor,
      limit: PAGE_SIZE,
    });
    for (const partner of page.items) {
      try {
        if (isRegistrationExpired(partner.registrationExpirationDate, now))
          await restrict(deps, partner, now, result);
        else await remind(deps, partner, now, result);
      } catch (error) {
        result.failed += 1;
        deps.logError?.('The licence sweep could not handle a partner', {
          partnerId: partner.partnerId,
          error,
        });
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return result;
}
