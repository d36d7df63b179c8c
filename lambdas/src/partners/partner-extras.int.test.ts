import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as contract from '@careshift/contract';
import { ENV } from '@careshift/contract';
import type { Operation } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import { HEED_INTAKE_MODE_PATH, HEED_INTAKE_PATH } from '@careshift/local/outbox/heed-intake-twin';
import { startMessagingTwin } from '@careshift/local/outbox/messaging-twin';
import { Outbox } from '@careshift/local/outbox/outbox';
import { startAccountsTwin } from '@careshift/local/testing/accounts-twin';
import type { AccountsTwin } from '@careshift/local/testing/accounts-twin';

import type { HttpHandler } from '../http/types';
import { addPartner, claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';
import { httpEvent, lambdaContext } from '../testing/http-event';
import type { EventOptions } from '../testing/http-event';

const HOUR = 3_600_000;
/** Whole hours from now (iCalendar times have whole seconds). */
const at = (hours: number) => new Date((Math.floor(Date.now() / HOUR) + hours) * HOUR).toISOString();

describe('partners area: transfer to Heed, reviews, statistics and the calendar feed', () => {
  let repos: Repositories;
  let handler: HttpHandler;
  const outbox = new Outbox({ print: false });
  let twin: Awaited<ReturnType<typeof startMessagingTwin>>;
  let pool: AccountsTwin;

  const raw = (operation: Operation, options: EventOptions) =>
    handler(httpEvent(operation, options), lambdaContext);
  const call = async (operation: Operation, options: EventOptions) => {
    const result = await raw(operation, options);
    return { status: result.statusCode ?? 0, body: JSON.parse(result.body ?? 'null') };
  };

  beforeAll(async () => {
    const db = await createTestDb();
    repos = await seedShiftFixtures(db.service);
    twin = await startMessagingTwin({ port: 0, outbox, heedSecret: 'test-secret' });
    // partner-get builds the partners area's user pool (the auth twin; it reads nothing from it).
    pool = await startAccountsTwin();
    Object.assign(process.env, {
      [ENV.tableName]: db.tableName,
      [ENV.heedIntakeUrl]: `${twin.url}${HEED_INTAKE_PATH}`,
      [ENV.heedSigningSecret]: 'test-secret',
      [ENV.documentsBucket]: 'documents-test',
      [ENV.appUrl]: 'https://careshift.example',
    });
    const claimed = {
      status: 'CLAIMED' as const,
      claimedBy: 'partner-1',
      partnerName: 'Maria Georgiou partner-1',
    };
    const result = await repos.shifts.createShifts(
      [
        newShift({ shiftId: 'feed-claimed', startDate: at(48), ...claimed }),
        newShift({ shiftId: 'feed-other', startDate: at(72), status: 'CLAIMED', claimedBy: 'partner-2' }),
        newShift({ shiftId: 'feed-open', startDate: at(96) }),
      ],
      contextAt(new Date().toISOString()),
    );
    expect(result.failed).toEqual([]);
    ({ handler } = await import('./handler'));
  });
  afterAll(async () => {
    await twin.stop();
    await pool.stop();
  });

  it('should deliver a signed transfer once per attempt, audit it, and leave the partner unchanged', async () => {
    const before = await repos.partners.getPartner('partner-1');
    const first = await call(contract.partnerTransferToHeed, {
      path: { partnerId: 'partner-1' },
      claims: claims.admin,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ deliveryId: expect.any(String), documentCount: 0 });
    const again = await call(contract.partnerTransferToHeed, {
      path: { partnerId: 'partner-1' },
      claims: claims.admin,
    });
    expect(again.body.deliveryId).toBe(first.body.deliveryId);
    // This partner's deliveries only: the outbox is the file's, and another test transfers partner-2.
    const deliveries = outbox
      .list({ channel: 'webhook' })
      .filter((delivery) => JSON.parse(delivery.body).partner?.id === 'partner-1');
    expect(deliveries).toHaveLength(1);
    const sent = JSON.parse(deliveries[0]?.body ?? '{}');
    expect(sent.partner).toMatchObject({
      id: 'partner-1',
      bankDetails: { iban: 'CY17002001280000001200527600' },
    });
    expect(sent.partner.info).not.toHaveProperty('description');
    const trail = await repos.audit.listAuditTrail({ subjectType: 'partner', subjectId: 'partner-1' });
    expect(trail.items.filter((entry) => entry.action === 'partner-transfer-heed')).toHaveLength(1);
    expect(await repos.partners.getPartner('partner-1')).toEqual(before);
  });

  it('should show administrators who transferred the partner and when, and not the partner itself (issue 32 item 12)', async () => {
    await addPartner(repos, 'partner-heed');
    const read = (who: Record<string, string>) =>
      call(contract.partnerGet, { path: { partnerId: 'partner-heed' }, claims: who });
    expect((await read(claims.admin)).body).not.toHaveProperty('heedTransfer');
    const sent = await call(contract.partnerTransferToHeed, {
      path: { partnerId: 'partner-heed' },
      claims: claims.admin,
    });
    expect(sent.status).toBe(200);
    expect((await read(claims.admin)).body.heedTransfer).toEqual({
      transferredAt: sent.body.transferredAt,
      transferredBy: claims.admin.sub,
    });
    expect((await read(claims.partner('partner-heed'))).body).not.toHaveProperty('heedTransfer');
  });

  it("should put the transfer's date on the administrators' partners list, from one batch read (issue 32 item 12)", async () => {
    await addPartner(repos, 'partner-heed-list', { firstName: 'Heedlist' });
    await addPartner(repos, 'partner-not-sent', { firstName: 'Heedlist' });
    const list = async () => {
      const page = await call(contract.partnersList, { query: { name: 'Heedlist' }, claims: claims.admin });
      expect(page.status).toBe(200);
      return new Map<string, unknown>(
        page.body.items.map((item: { id: string; heedTransferredAt?: string }) => [
          item.id,
          item.heedTransferredAt,
        ]),
      );
    };
    expect(await list()).toEqual(
      new Map([
        ['partner-heed-list', undefined],
        ['partner-not-sent', undefined],
      ]),
    );
    const sent = await call(contract.partnerTransferToHeed, {
      path: { partnerId: 'partner-heed-list' },
      claims: claims.admin,
    });
    expect(sent.status).toBe(200);
    expect(await list()).toEqual(
      new Map([
        ['partner-heed-list', sent.body.transferredAt],
        ['partner-not-sent', undefined],
      ]),
    );
  });

  it('should answer a refused delivery with a clear 502 and record nothing', async () => {
    await fetch(`${twin.url}${HEED_INTAKE_MODE_PATH}`, {
      method: 'PUT',
      body: JSON.stringify({ refuse: true }),
    });
    const refused = await call(contract.partnerTransferToHeed, {
      path: { partnerId: 'partner-2' },
      claims: claims.admin,
    });
    await fetch(`${twin.url}${HEED_INTAKE_MODE_PATH}`, {
      method: 'PUT',
      body: JSON.stringify({ refuse: false }),
    });
    expect(refused).toMatchObject({ status: 502, body: { code: 'DELIVERY_FAILED' } });
    expect(refused.body.message).toContain('Heed refused the transfer');
    const trail = await repos.audit.listAuditTrail({ subjectType: 'partner', subjectId: 'partner-2' });
    expect(trail.items.some((entry) => entry.action === 'partner-transfer-heed')).toBe(false);
    const retried = await call(contract.partnerTransferToHeed, {
      path: { partnerId: 'partner-2' },
      claims: claims.admin,
    });
    expect(retried.status).toBe(200);
  });

  it('should let only administrators transfer, list reviews and read statistics', async () => {
    for (const operation of [contract.partnerTransferToHeed, contract.partnerReviewsList]) {
      for (const who of [claims.partner('partner-1'), claims.clientA]) {
        expect((await call(operation, { path: { partnerId: 'partner-1' }, claims: who })).status).toBe(403);
      }
    }
    expect((await call(contract.partnerStatisticsGet, { claims: claims.partner('partner-1') })).status).toBe(
      403,
    );
    expect(
      (await call(contract.partnerTransferToHeed, { path: { partnerId: 'nobody' }, claims: claims.admin }))
        .status,
    ).toBe(404);
  });

  it("should read this year's statistics from the aggregates and list a partner's reviews", async () => {
    const stats = await call(contract.partnerStatisticsGet, { claims: claims.admin });
    expect(stats.status).toBe(200);
    expect(stats.body).toContainEqual(
      expect.objectContaining({
        claimedBy: 'partner-1',
        employeeName: 'Maria Georgiou partner-1',
        claimedCount: 1,
      }),
    );
    const reviews = await call(contract.partnerReviewsList, {
      path: { partnerId: 'partner-1' },
      claims: claims.admin,
    });
    expect(reviews).toEqual({ status: 200, body: { items: [], cursor: null } });
    const unknown = await call(contract.partnerReviewsList, {
      path: { partnerId: 'nobody' },
      claims: claims.admin,
    });
    expect(unknown.status).toBe(404);
  });

  it('should serve a valid iCalendar of the partner’s claimed shifts and refuse a replaced token with 404', async () => {
    const created = await call(contract.partnerCalendarTokenCreate, {
      path: { partnerId: 'partner-1' },
      claims: claims.partner('partner-1'),
    });
    expect(created.status).toBe(200);
    const token = String(created.body.url).split('/').pop() ?? '';
    expect(created.body.url).toBe(`https://careshift.example/api/calendar-feeds/${token}`);
    const feed = await raw(contract.partnerCalendarFeed, { path: { token } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers?.['content-type']).toContain('text/calendar');
    const text = Buffer.from(feed.body ?? '', 'base64').toString('utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.uid)).toEqual(['feed-claimed@careshift']);
    expect(events[0]?.summary).toBe('Nurse · Apollo Clinic');
    expect(events[0]?.location).toContain('Cyprus');
    expect(events[0]?.description).toMatch(/^Shift #\d+ \(Claimed\), .* \(Cyprus time\)$/);
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe(
      (await repos.shifts.getShift('feed-claimed'))?.startDate,
    );
    // The token is stored only as its hash.
    expect(await repos.calendarFeeds.getCalendarFeed(token)).toBeUndefined();

    const regenerated = await call(contract.partnerCalendarTokenCreate, {
      path: { partnerId: 'partner-1' },
      claims: claims.partner('partner-1'),
    });
    const newToken = String(regenerated.body.url).split('/').pop() ?? '';
    expect((await raw(contract.partnerCalendarFeed, { path: { token } })).statusCode).toBe(404);
    expect((await raw(contract.partnerCalendarFeed, { path: { token: newToken } })).statusCode).toBe(200);
  });

  it('should write the feed in the partner’s language: Greek texts, city and status for a Greek partner', async () => {
    const created = await call(contract.partnerCalendarTokenCreate, {
      path: { partnerId: 'partner-2' },
      claims: claims.partner('partner-2'),
    });
    const token = String(created.body.url).split('/').pop() ?? '';
    const feed = await raw(contract.partnerCalendarFeed, { path: { token } });
    const text = Buffer.from(feed.body ?? '', 'base64').toString('utf8');
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events[0]?.description).toMatch(/^Βάρδια #\d+ \(Αναλήφθηκε\), .* \(ώρα Κύπρου\)$/);
    expect(events[0]?.location).toContain('Κύπρος');
  });

  it('should keep a worked shift in the feed once its invoice is paid (COMPLETED)', async () => {
    const worked = at(-72);
    const { created } = await repos.shifts.createShifts(
      [
        newShift({
          shiftId: 'feed-paid',
          startDate: worked,
          status: 'FINISHED',
          claimedBy: 'partner-2',
          partnerName: 'partner-2',
        }),
      ],
      contextAt(new Date().toISOString()),
    );
    const invoice = await repos.invoices.createInvoice({
      invoice: {
        invoiceId: 'feed-invoice',
        invoiceRef: 9901,
        partnerId: 'partner-2',
        partnerName: 'partner-2',
        lines: [],
        total: 2400,
        dueDate: worked.slice(0, 10),
        createdBy: 'admin-1',
        createdAt: new Date().toISOString(),
      },
      shifts: created,
      context: contextAt(new Date().toISOString()),
    });
    await repos.invoices.payInvoice({
      invoice,
      shifts: await repos.shifts.listInvoiceShifts(invoice.invoiceId),
      payment: { paymentMethod: 'BANK_TRANSFER' },
      context: contextAt(new Date().toISOString()),
    });
    expect((await repos.shifts.getShift('feed-paid'))?.status).toBe('COMPLETED');
    const link = await call(contract.partnerCalendarTokenCreate, {
      path: { partnerId: 'partner-2' },
      claims: claims.partner('partner-2'),
    });
    const token = String(link.body.url).split('/').pop() ?? '';
    const feed = await raw(contract.partnerCalendarFeed, { path: { token } });
    const uids = new ICAL.Component(ICAL.parse(Buffer.from(feed.body ?? '', 'base64').toString('utf8')))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).uid);
    expect(uids).toContain('feed-paid@careshift');
  });

  it('should let a partner create only its own feed link', async () => {
    const other = await call(contract.partnerCalendarTokenCreate, {
      path: { partnerId: 'partner-1' },
      claims: claims.partner('partner-2'),
    });
    expect(other.status).toBe(404);
    const admin = await call(contract.partnerCalendarTokenCreate, {
      path: { partnerId: 'partner-1' },
      claims: claims.admin,
    });
    expect(admin.status).toBe(403);
    expect(IDS.partners).toContain('partner-1');
  });
});
