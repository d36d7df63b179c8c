import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/settings/settings';

import { createAggregateRepository } from '../repositories/aggregates';
import { invoiceClientIds } from '../repositories/invoices/invoice-links';
import { createPartnerDocumentRepository } from '../repositories/partner-documents';
import { createSettingsRepository } from '../repositories/settings';
import type { ShiftRecord } from '../repositories/shifts/shift-records';
import type { DbService } from '../service';

import { compareCounters } from './compare-counters';
import { fatigueProblems } from './fatigue';
import { Recount } from './recount';
import { timesheetCounterProblems } from './timesheet-counters';

/** What `checkDataIntegrity` read and what it found wrong (empty `problems`: all holds). */
export interface IntegrityReport {
  read: {
    shifts: number;
    invoices: number;
    partners: number;
    clients: number;
    documents: number;
    timesheets: number;
  };
  problems: string[];
}

export interface IntegrityOptions {
  /** Whether a document's S3 object exists (HeadObject); without it documents are not checked. */
  documentExists?: (objectKey: string) => Promise<boolean>;
}

const PAGE = 500;

/** Every item of a paged query, one page after another (never all at once in one request). */
async function eachPage<T>(
  run: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>,
  visit: (item: T) => void | Promise<void>,
): Promise<void> {
  let cursor: string | null = null;
  do {
    const page = await run(cursor);
    for (const item of page.data) await visit(item);
    cursor = page.cursor;
  } while (cursor);
}

/** Every organisation's invoice link items equal the expected ones (present, with the invoice's status). */
async function linkProblems(
  clientIds: string[],
  expected: Map<string, string>,
  query: (
    clientId: string,
  ) => (
    cursor: string | null,
  ) => Promise<{ data: { invoiceId: string; status: string }[]; cursor: string | null }>,
): Promise<string[]> {
  const problems: string[] = [];
  const found = new Set<string>();
  const linked = [...expected.keys()].map((key) => key.slice(0, key.indexOf('#')));
  for (const clientId of new Set([...clientIds, ...linked])) {
    await eachPage(query(clientId), ({ invoiceId, status }) => {
      const key = `${clientId}#${invoiceId}`;
      found.add(key);
      if (expected.get(key) !== status)
        problems.push(`Organisation ${clientId}'s link to invoice ${invoiceId} says ${status}.`);
    });
  }
  for (const key of expected.keys())
    if (!found.has(key)) problems.push(`Invoice link ${key} (organisation#invoice) is missing.`);
  return problems;
}

/**
 * Reads every invoice: no shift is on two invoices, each shift an invoice lists is linked to it and each
 * linked shift is listed (a cancelled invoice lists shifts no longer linked). Also returns each invoice's
 * organisation links as they should be: `clientId#invoiceId` → the invoice's status.
 */
async function readInvoices(db: DbService, recount: Recount) {
  let invoices = 0;
  const problems: string[] = [];
  const listedOn = new Map<string, string>();
  const links = new Map<string, string>();
  await eachPage(
    (cursor) => db.entities.invoice.query.all({}).go({ cursor, limit: PAGE }),
    (item) => {
      invoices += 1;
      for (const clientId of invoiceClientIds(item)) links.set(`${clientId}#${item.invoiceId}`, item.status);
      if (item.status === 'CANCELED') return;
      for (const { shiftId } of item.shifts) {
        const other = listedOn.get(shiftId);
        if (other) problems.push(`Shift ${shiftId} is on two invoices: ${other} and ${item.invoiceId}.`);
        listedOn.set(shiftId, item.invoiceId);
        if (recount.invoiceOf.get(shiftId) !== item.invoiceId)
          problems.push(`Invoice ${item.invoiceId} lists shift ${shiftId}, which is not linked to it.`);
      }
    },
  );
  for (const [shiftId, invoiceId] of recount.invoiceOf)
    if (listedOn.get(shiftId) !== invoiceId)
      problems.push(`Shift ${shiftId} is linked to invoice ${invoiceId}, which does not list it.`);
  return { invoices, links, problems };
}

/** Every listed document of these partners exists in S3. */
async function missingDocuments(
  db: DbService,
  partnerIds: string[],
  documentExists: (objectKey: string) => Promise<boolean>,
): Promise<{ documents: number; problems: string[] }> {
  const repository = createPartnerDocumentRepository(db);
  let documents = 0;
  const problems: string[] = [];
  for (const partnerId of partnerIds) {
    for (const document of await repository.listPartnerDocuments(partnerId)) {
      documents += 1;
      if (!(await documentExists(document.objectKey)))
        problems.push(`Document ${document.objectKey} of partner ${partnerId} is missing in S3.`);
    }
  }
  return { documents, problems };
}

/**
 * The data integrity check (issue 15, item 5): aggregates and counters equal a recount over the shifts
 * (revenue at the billed cost of an approved timesheet: only such shifts may record one);
 * every held shift has its partner; no shift is on two invoices and every invoice link goes both ways;
 * no partner holds shifts that overlap, break the rest hours or the weekly limit; every listed document
 * exists in S3. Reads every item through paged key queries of the table's indexes, so it runs against
 * DynamoDB Local and AWS alike (`npm run check-data`).
 */
export async function checkDataIntegrity(
  db: DbService,
  options: IntegrityOptions = {},
): Promise<IntegrityReport> {
  const { shift, invoiceClient, partner, client } = db.entities;
  const problems: string[] = [];
  const recount = new Recount();
  await eachPage(
    (cursor) => shift.query.allByCreated({}).go({ cursor, limit: PAGE }),
    (item) => recount.add(item as ShiftRecord),
  );
  const partners = new Map<string, { weeklyShiftLimit?: number | null }>();
  await eachPage(
    (cursor) => partner.query.byLastName({}).go({ cursor, limit: PAGE }),
    (item) => void partners.set(item.partnerId, item),
  );
  const clientIds: string[] = [];
  await eachPage(
    (cursor) => client.query.byCreated({}).go({ cursor, limit: PAGE }),
    (item) => void clientIds.push(item.clientId),
  );
  const clients = clientIds.length;
  const { invoices, links, problems: invoiceProblems } = await readInvoices(db, recount);
  problems.push(...invoiceProblems);
  problems.push(
    ...(await linkProblems(
      clientIds,
      links,
      (clientId) => (cursor) => invoiceClient.query.byClient({ clientId }).go({ cursor, limit: PAGE }),
    )),
  );
  for (const shiftId of recount.heldWithoutPartner) problems.push(`Held shift ${shiftId} has no partner.`);
  for (const partnerId of recount.held.keys())
    if (!partners.has(partnerId)) problems.push(`Partner ${partnerId} of held shifts does not exist.`);

  const settings = (await createSettingsRepository(db).getSystemSettings()) ?? DEFAULT_SYSTEM_SETTINGS;
  problems.push(...fatigueProblems(recount, partners, settings.mandatoryRestHours));
  problems.push(
    ...(await compareCounters(db, createAggregateRepository(db), recount, {
      partners: partners.size,
      clients,
    })),
  );

  const { timesheets, approved, problems: timesheetProblems } = await timesheetCounterProblems(db);
  problems.push(...timesheetProblems);
  for (const shiftId of recount.billed)
    if (!approved.has(shiftId))
      problems.push(`Shift ${shiftId} records a billed cost, but its timesheet is not approved.`);

  const { documents, problems: documentProblems } = options.documentExists
    ? await missingDocuments(db, [...partners.keys()], options.documentExists)
    : { documents: 0, problems: [] };
  problems.push(...documentProblems);
  return {
    read: { shifts: recount.shifts, invoices, partners: partners.size, clients, documents, timesheets },
    problems,
  };
}
