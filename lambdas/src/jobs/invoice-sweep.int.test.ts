import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import type { InvoiceRecord, Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import {
  addDaysYmd,
  DEFAULT_SYSTEM_SETTINGS,
  formatEuros,
  invoiceDueDate,
  nicosiaInstant,
} from '@careshift/domain';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import { testClock } from '../clock';
import { createAwsMessageSender } from '../notifications/aws-message-sender';
import { addPartner, phoneOf, seedShiftFixtures } from '../shifts/testing/shift-fixtures';
import { liftOverdueRestrictionIfSettled } from '../standing/partner-standing';

import { runInvoiceSweep } from './invoice-sweep';
import { runLicenceSweep } from './licence-sweep';

/** Invoices are created on this day (09:00 Nicosia); the fixtures' licences run to 2030-12-31. */
const CREATED_DAY = '2030-03-02';
const DUE_DAYS = 7;
const DUE_DAY = addDaysYmd(CREATED_DAY, DUE_DAYS);
const at = (day: string, time = '09:00') => new Date(nicosiaInstant(day, time));
/** Moves the test clock (the one `POST /__local/clock` moves) to an instant. */
const setClock = (instant: Date) => testClock.setOffsetMs(instant.getTime() - Date.now());

/**
 * Each case starts from its own table (the same five partners with one PENDING invoice each) and
 * moves the clock itself, so the cases pass in any order (`--sequence.shuffle`).
 */
describe('overdue sweep (daily job) with the test clock', () => {
  let repos: Repositories;
  const outbox = createOutboxClient(process.env.SNS_ENDPOINT as string);
  const sender = createAwsMessageSender();
  const errors: unknown[] = [];
  const logError = (message: string, details: Record<string, unknown>) =>
    void errors.push({ message, details });
  const deps = () => ({ ...repos, sender, logError });
  const sweep = () => runInvoiceSweep({ deps: deps(), now: testClock.now() });
  const standing = async (partnerId: string) => {
    const partner = await repos.partners.getPartner(partnerId);
    return { status: partner?.status, reason: partner?.restrictedReasonType };
  };
  const invoices = new Map<string, InvoiceRecord>();
  let ref = 7100;

  /** Creates a PENDING invoice for one worked shift, due as invoice-create dates it (saved due days). */
  async function invoiceFor(partnerId: string): Promise<InvoiceRecord> {
    const settings = (await repos.settings.getSystemSettings()) ?? DEFAULT_SYSTEM_SETTINGS;
    const createdAt = at(CREATED_DAY).toISOString();
    ref += 1;
    const { created } = await repos.shifts.createShifts(
      [
        newShift({
          shiftId: `worked-${partnerId}-${ref}`,
          startDate: at('2030-02-20', '07:00').toISOString(),
          status: 'FINISHED',
          claimedBy: partnerId,
          partnerName: partnerId,
        }),
      ],
      contextAt(createdAt),
    );
    const invoice = await repos.invoices.createInvoice({
      invoice: {
        invoiceId: `invoice-${ref}`,
        invoiceRef: ref,
        partnerId,
        partnerName: partnerId,
        lines: [],
        total: 2400,
        dueDate: invoiceDueDate(createdAt, settings.dueInvoiceDays),
        createdBy: 'admin-1',
        createdAt,
      },
      shifts: created,
      context: contextAt(createdAt),
    });
    invoices.set(partnerId, invoice);
    return invoice;
  }

  async function pay(partnerId: string) {
    const invoice = invoices.get(partnerId);
    if (!invoice) throw new Error('no invoice');
    const current = await repos.invoices.getInvoice(invoice.invoiceId);
    if (!current) throw new Error('invoice gone');
    await repos.invoices.payInvoice({
      invoice: current,
      shifts: await repos.shifts.listInvoiceShifts(invoice.invoiceId),
      payment: { paymentMethod: 'BANK_TRANSFER' },
      context: contextAt(testClock.now().toISOString()),
    });
  }

  /** The day after the due date: the first sweep then restricts the four VERIFIED late partners. */
  const restrictLatePartners = async () => {
    setClock(at(addDaysYmd(DUE_DAY, 1), '00:30'));
    expect(await sweep()).toEqual({ restricted: 4, lifted: 0, failed: 0 });
  };

  beforeEach(async () => {
    errors.length = 0;
    invoices.clear();
    testClock.setOffsetMs(0);
    const db = await createTestDb();
    repos = await seedShiftFixtures(db.service);
    await repos.settings.saveSystemSettings(
      { ...DEFAULT_SYSTEM_SETTINGS, dueInvoiceDays: DUE_DAYS },
      contextAt('2030-01-01T08:00:00.000Z'),
      DEFAULT_SYSTEM_SETTINGS,
    );
    await addPartner(repos, 'late-el', { lang: 'el' });
    await addPartner(repos, 'late-pending', { status: 'PENDING' });
    await addPartner(repos, 'late-expired');
    await addPartner(repos, 'late-then-expired');
    await addPartner(repos, 'late-paid-at-once');
    for (const partnerId of [
      'late-el',
      'late-pending',
      'late-expired',
      'late-then-expired',
      'late-paid-at-once',
    ])
      await invoiceFor(partnerId);
    const expired = await repos.partners.getPartner('late-expired');
    if (!expired) throw new Error('seed failed');
    await repos.partners.updatePartner(
      expired,
      { registrationExpirationDate: '2030-03-05' },
      contextAt('2030-01-01T08:00:00.000Z'),
    );
  });

  afterAll(() => testClock.setOffsetMs(0));

  it('should store the due date the saved due days after the Nicosia day of creation', () => {
    expect(invoices.get('late-el')?.dueDate).toBe('2030-03-09');
  });

  it('should not restrict anyone on the due day itself', async () => {
    setClock(at(DUE_DAY, '23:30'));
    expect(await sweep()).toEqual({ restricted: 0, lifted: 0, failed: 0 });
    expect(await standing('late-el')).toEqual({ status: 'VERIFIED', reason: undefined });
  });

  it('should restrict a VERIFIED partner the day after the due date, audit it and tell them by SMS and e-mail', async () => {
    const since = new Date();
    await restrictLatePartners();
    expect(await standing('late-el')).toEqual({ status: 'RESTRICTED', reason: 'INVOICE_OVERDUE' });
    // An administrator's PENDING stands.
    expect(await standing('late-pending')).toEqual({ status: 'PENDING', reason: undefined });
    const trail = await repos.audit.listAuditTrail({ subjectType: 'partner', subjectId: 'late-el' });
    expect(trail.items.at(-1)).toMatchObject({
      action: 'partner-status',
      from: 'VERIFIED',
      to: 'RESTRICTED',
      actorId: 'invoice-sweep',
      actorRole: 'SCHEDULER',
    });
    const ref = invoices.get('late-el')?.invoiceRef;
    const sms = await outbox.waitFor(phoneOf('late-el'), { channel: 'sms', since });
    expect(sms.body).toContain(`Το τιμολόγιο αρ. ${ref} (${formatEuros(2400, 'el')}) είναι ληξιπρόθεσμο`);
    const email = await outbox.waitFor('late-el@example.com', { channel: 'email', since });
    expect(email.subject).toBe('Ο λογαριασμός σας περιορίστηκε: ληξιπρόθεσμο τιμολόγιο');
    expect(email.body).toContain('τραπεζική μεταφορά');
    expect(errors).toEqual([]);
  });

  it('should change and send nothing when run again', async () => {
    await restrictLatePartners();
    const since = new Date();
    expect(await sweep()).toEqual({ restricted: 0, lifted: 0, failed: 0 });
    expect(await outbox.list({ to: 'late-el@example.com', since })).toEqual([]);
  });

  it('should let an expired licence win over an overdue invoice', async () => {
    await restrictLatePartners();
    expect(await standing('late-expired')).toEqual({ status: 'RESTRICTED', reason: 'LICENCE_EXPIRED' });
    // Restricted for the invoice first; then the licence expires and the licence sweep takes over.
    const partner = await repos.partners.getPartner('late-then-expired');
    if (!partner) throw new Error('missing partner');
    await repos.partners.updatePartner(
      partner,
      { registrationExpirationDate: DUE_DAY },
      contextAt(testClock.now().toISOString()),
    );
    const licence = await runLicenceSweep({ deps: deps(), now: testClock.now() });
    expect(licence.restricted).toBe(1);
    expect(await standing('late-then-expired')).toEqual({ status: 'RESTRICTED', reason: 'LICENCE_EXPIRED' });
    // Paying the invoice does not lift a licence restriction: the administrator does, with the new date.
    await pay('late-then-expired');
    expect(await sweep()).toEqual({ restricted: 0, lifted: 0, failed: 0 });
    expect(await standing('late-then-expired')).toEqual({ status: 'RESTRICTED', reason: 'LICENCE_EXPIRED' });
  });

  it('should lift the restriction at the next sweep once the invoice is paid, and say so', async () => {
    await restrictLatePartners();
    await pay('late-el');
    const since = new Date();
    setClock(at(addDaysYmd(DUE_DAY, 2)));
    expect(await sweep()).toEqual({ restricted: 0, lifted: 1, failed: 0 });
    expect(await standing('late-el')).toEqual({ status: 'VERIFIED', reason: undefined });
    const trail = await repos.audit.listAuditTrail({ subjectType: 'partner', subjectId: 'late-el' });
    expect(trail.items.at(-1)).toMatchObject({
      from: 'RESTRICTED',
      to: 'VERIFIED',
      actorId: 'invoice-sweep',
    });
    const sms = await outbox.waitFor(phoneOf('late-el'), { channel: 'sms', since });
    expect(sms.body).toContain('Ο λογαριασμός είναι ξανά ενεργός');
    expect(await sweep()).toEqual({ restricted: 0, lifted: 0, failed: 0 });
  });

  it('should lift at once when a pay path calls liftOverdueRestrictionIfSettled, and only then', async () => {
    await restrictLatePartners();
    expect(await liftOverdueRestrictionIfSettled(deps(), 'late-paid-at-once', testClock.now())).toBe(
      'unchanged',
    );
    expect(await standing('late-paid-at-once')).toEqual({ status: 'RESTRICTED', reason: 'INVOICE_OVERDUE' });
    await pay('late-paid-at-once');
    expect(await liftOverdueRestrictionIfSettled(deps(), 'late-paid-at-once', testClock.now())).toBe(
      'lifted',
    );
    expect(await standing('late-paid-at-once')).toEqual({ status: 'VERIFIED', reason: undefined });
    expect(await sweep()).toEqual({ restricted: 0, lifted: 0, failed: 0 });
  });
});
