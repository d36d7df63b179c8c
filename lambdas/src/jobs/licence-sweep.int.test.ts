import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Repositories } from '@careshift/db';
import { contextAt } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import { addDaysYmd, nicosiaInstant } from '@careshift/domain';

import { testClock } from '../clock';
import { createRecordingSender } from '../notifications/message-sender';
import { addPartner, phoneOf, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { runLicenceSweep } from './licence-sweep';

const EXPIRY = '2029-05-20';
const DAY = 24 * 3600 * 1000;
/** 09:00 in Nicosia on the day `days` from the expiry date. */
const dayFromExpiry = (days: number) => new Date(nicosiaInstant(addDaysYmd(EXPIRY, days), '09:00'));

describe('licence sweep (daily job)', () => {
  let repos: Repositories;
  const { sender, sent } = createRecordingSender();
  const sweep = () => runLicenceSweep({ deps: { ...repos, sender }, now: testClock.now() });

  // Each test has the two expiring partners in a table of its own, no message sent and the clock at now.
  beforeEach(async () => {
    sent.length = 0;
    const db = await createTestDb();
    repos = await seedShiftFixtures(db.service);
    await addPartner(repos, 'expiring-el', { lang: 'el' });
    await addPartner(repos, 'expiring-pending', { status: 'PENDING' });
    for (const partnerId of ['expiring-el', 'expiring-pending']) {
      const before = await repos.partners.getPartner(partnerId);
      if (!before) throw new Error('seed failed');
      await repos.partners.updatePartner(
        before,
        { registrationExpirationDate: EXPIRY },
        contextAt('2029-01-01T08:00:00.000Z'),
      );
    }
  });

  afterEach(() => testClock.setOffsetMs(0));

  /** Moves the test clock (the same one `/__local/clock` moves) to an instant. */
  const setClock = (instant: Date) => testClock.setOffsetMs(instant.getTime() - Date.now());

  it('should remind 30 days before, once, in the partner language', async () => {
    setClock(dayFromExpiry(-31));
    expect(await sweep()).toMatchObject({ reminded: 0, restricted: 0 });
    setClock(dayFromExpiry(-30));
    expect(await sweep()).toMatchObject({ reminded: 2, restricted: 0 });
    expect(await sweep()).toMatchObject({ reminded: 0, alreadyReminded: 2 });
    const toGreek = sent.filter((message) => message.to === phoneOf('expiring-el'));
    expect(toGreek).toHaveLength(1);
    expect(toGreek[0]?.text).toContain('λήγει στις 20/05/2029');
  });

  it('should remind 7 days before, once', async () => {
    setClock(new Date(dayFromExpiry(-7).getTime() + DAY / 4));
    expect(await sweep()).toMatchObject({ reminded: 2 });
    expect(await sweep()).toMatchObject({ reminded: 0, alreadyReminded: 2 });
  });

  it('should restrict a VERIFIED partner the day after expiry, audit it, tell them, and do it once', async () => {
    setClock(dayFromExpiry(0));
    expect(await sweep()).toMatchObject({ restricted: 0 });
    sent.length = 0;
    setClock(dayFromExpiry(1));
    expect(await sweep()).toMatchObject({ restricted: 1 });
    expect(await repos.partners.getPartner('expiring-el')).toMatchObject({
      status: 'RESTRICTED',
      restrictedReasonType: 'LICENCE_EXPIRED',
    });
    // An administrator's PENDING stands.
    expect((await repos.partners.getPartner('expiring-pending'))?.status).toBe('PENDING');
    const trail = await repos.audit.listAuditTrail({ subjectType: 'partner', subjectId: 'expiring-el' });
    expect(trail.items.at(-1)).toMatchObject({
      action: 'partner-status',
      from: 'VERIFIED',
      to: 'RESTRICTED',
      actorId: 'licence-sweep',
      actorRole: 'SCHEDULER',
    });
    expect(sent.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    expect(sent[0]?.text).toContain('έληξε');
    expect(await sweep()).toMatchObject({ restricted: 0 });
  });

  it('should stay lifted after an administrator renews the registration in one edit', async () => {
    setClock(dayFromExpiry(1));
    expect(await sweep()).toMatchObject({ restricted: 1 });
    const before = await repos.partners.getPartner('expiring-el');
    if (!before) throw new Error('missing partner');
    await repos.partners.updatePartner(
      before,
      { status: 'VERIFIED', restrictedReasonType: undefined, registrationExpirationDate: '2029-11-20' },
      contextAt(testClock.now().toISOString()),
    );
    expect(await sweep()).toMatchObject({ restricted: 0 });
    expect((await repos.partners.getPartner('expiring-el'))?.status).toBe('VERIFIED');
  });
});
