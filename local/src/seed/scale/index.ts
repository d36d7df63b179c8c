import { createRepositories, documentClientOf } from '@careshift/db';
import type { DbService, PositionRecord } from '@careshift/db';
import type { PartnerStatus } from '@careshift/domain/partners/status';
import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/settings/settings';

import { DEMO_POSITIONS } from '../positions';

import { addSharedCounters, partnerAggregateItems, seededAggregates } from './aggregate-items';
import { batchWrite } from './batch-writer';
import { buildClients, buildPartners, buildSystemUsers } from './build-accounts';
import type { SeededClient, SeededPartner } from './build-accounts';
import { buildInvoices, invoiceClientLinks } from './build-invoices';
import { buildReviews } from './build-reviews';
import { buildShifts } from './build-shifts';
import { payCardInvoices } from './card-payments';
import type { SeedCardPayments } from './card-payments';
import { confirmFacilityPoints } from './facility-points';
import { applyIdentities, assignPeopleIds } from './identities';
import type { AssignIds, SeedIdentities } from './identities';
import { Random } from './random';
import { contactMessages, restrictOverduePartners, seedSizes } from './seed-extras';
import { accountItems, auditItems, itemCount, lazyItems, lazyMap } from './seed-items';
import type { ItemSource } from './seed-items';

export interface SeedProgress {
  phase: 'planning' | 'writing' | 'counters' | 'done';
  done: number;
  total: number;
}

export interface SeedScaleOptions {
  service: DbService;
  /** Number of shifts; clients, partners, invoices and reviews scale with it. */
  scale: number;
  now?: Date | number | string;
  /** Seed of the pseudo-random choices (the same seed and `now` give the same data). */
  seed?: number;
  /** Batches of 25 written in parallel. */
  concurrency?: number;
  onProgress?: (progress: SeedProgress) => void;
  /**
   * Ids for the first records, so that demo sign-ins (Cognito users, whose `sub` is the record id) land
   * on accounts with data: the first clients' owners and users, and the first partners (VERIFIED unless
   * their identity gives another status).
   */
  identities?: SeedIdentities;
  /** Gives every other seeded person an id before anything refers to them (see assignPeopleIds). */
  assignIds?: AssignIds;
  /** The administrator on the seeded audit trails (invoices, assignments); default `seed-admin`. */
  adminId?: string;
  /**
   * Pays the card-paid invoices with the card provider (the local stack's Stripe twin), so that they can
   * be refunded; without it they carry made-up payment ids.
   */
  cardPayments?: SeedCardPayments;
}

export interface SeedScaleSummary {
  shifts: number;
  clients: number;
  partners: number;
  invoices: number;
  reviews: number;
  penalties: number;
  /** Card-paid invoices paid through the card provider (0 without `cardPayments`). */
  cardPayments: number;
  items: number;
  /** Records the demo seed can attach sign-ins to. */
  demo: {
    clients: { clientId: string; name: string; ownerUserId: string; ownerEmail: string }[];
    partners: { partnerId: string; name: string; phoneNumber: string; status: PartnerStatus }[];
  };
}

const MARKER = 'scale-seed';
/** The first partners are VERIFIED and pay in time, so demo sign-ins can find and claim shifts. */
const DEMO_PARTNERS = 4;

/**
 * BatchWrite requests in flight at once. DynamoDB Local never throttles; its write path is CPU-bound,
 * and 32 requests in flight kept both its threads busy where 8 left it waiting on round trips
 * (4,000 shifts: 1,150–1,190 items/s at 8, 1,280–1,470 at 32, 1,200–1,480 at 64; issue 16).
 */
const DEFAULT_CONCURRENCY = 32;
/** The counters' ADD updates that run beside the batches. */
const COUNTER_CONCURRENCY = 4;

/**
 * Writes realistic, rule-consistent data for `scale` shifts: clients with users, partners in every
 * status, shifts of the last six months and the next month in every status priced by the cost engine,
 * penalties, monthly invoices and reviews, every state change's audit entry and the aggregates — in
 * parallel BatchWrite batches. Refuses a table it has already seeded.
 */
export async function seedScale(options: SeedScaleOptions): Promise<SeedScaleSummary> {
  const db = options.service;
  const repos = createRepositories(db);
  const { now, seed, concurrency, report, adminId } = withDefaults(options);
  const random = new Random(seed);
  report({ phase: 'planning', done: 0, total: 0 });
  if (await hasScaleSeed(db)) throw new Error('This table has already been seeded at scale.');

  const settings = (await repos.settings.getSystemSettings()) ?? DEFAULT_SYSTEM_SETTINGS;
  const positions = await seedPositions(repos, now);
  const sizes = seedSizes(options.scale);
  const positionIds = positions.map((p) => p.positionId);
  const clients = buildClients(random, sizes.clients, positionIds, now);
  const partners = buildPartners(random, sizes.partners, positionIds, now);
  // Built before the shifts (so that assignIds can give them ids) from a stream of their own.
  const systemUsers = buildSystemUsers(new Random(seed + 1), sizes.systemUsers, now);
  applyIdentities(options.identities, clients, partners, now);
  confirmFacilityPoints(clients, adminId);
  if (options.assignIds)
    await assignPeopleIds({ clients, partners, systemUsers }, options.identities, options.assignIds);
  const firstShiftRef = await repos.sequences.allocateRefNumbers('shift', Math.max(1, options.scale));
  const seeds = buildShifts(
    { random, count: options.scale, now, clients, partners, positions, settings, adminId },
    firstShiftRef,
  );
  const demoPartners = new Set(partners.slice(0, DEMO_PARTNERS).map((p) => p.profile.partnerId));
  const invoices = buildInvoices(random, seeds, now, settings.dueInvoiceDays, adminId, demoPartners);
  await numberInvoices(repos, invoices.invoices);
  const cardPayments = await payCardInvoices(invoices.invoices, options.cardPayments);
  const usersByClient = new Map(clients.map((c) => [c.client.clientId, c.users.map((u) => u.userId)]));
  const reviews = buildReviews(random, seeds, usersByClient, now);
  const ratings = ratingsOf(reviews);
  restrictOverduePartners(partners, invoices.invoices, now);

  const aggregates = seededAggregates(
    seeds.map((s) => s.shift),
    { partners: partners.length, clients: clients.length, shard: random.int(0, 3) },
  );
  const { entities } = db;
  const invoiceLinks = invoiceClientLinks(invoices.invoices);
  const sources: ItemSource[] = [
    [clients.length + partners.length, () => accountItems(db, clients, partners, ratings, adminId)],
    [systemUsers.length, () => systemUsers.map((user) => entities.systemUser.put(user).params().Item)],
    [
      sizes.contactMessages,
      () =>
        contactMessages(random, sizes.contactMessages, now).map(
          (m) => entities.contactMessage.put(m).params().Item,
        ),
    ],
    [seeds.length, () => lazyMap(seeds, ({ shift }) => entities.shift.put(shift).params().Item)],
    [invoices.penalties.length, () => invoices.penalties.map((p) => entities.penalty.put(p).params().Item)],
    [invoices.invoices.length, () => invoices.invoices.map((i) => entities.invoice.put(i).params().Item)],
    [invoiceLinks.length, () => invoiceLinks.map((link) => entities.invoiceClient.put(link).params().Item)],
    [reviews.length, () => lazyMap(reviews, (r) => entities.review.put(r).params().Item)],
    [1, () => partnerAggregateItems(db, aggregates)],
    [seeds.length, () => auditItems(db, seeds, invoices)],
  ];
  const settingsMissing = !(await repos.settings.getSystemSettings());
  if (settingsMissing) {
    sources.push([
      1,
      () => [
        entities.systemSettings.put({ ...settings, updatedAt: new Date(now).toISOString() }).params().Item,
      ],
    ]);
  }
  const total =
    itemCount(clients, partners, sizes, seeds, invoices, reviews.length, aggregates) +
    invoiceLinks.length +
    Number(settingsMissing);
  let done = 0;
  report({ phase: 'writing', done, total });
  const { client, table } = documentClientOf(db);
  // The shared counters (ADD updates, other items than the batches') are added alongside the batches.
  await Promise.all([
    batchWrite(client, table, lazyItems(sources), {
      concurrency,
      onWritten: (count) => report({ phase: 'writing', done: (done += count), total }),
    }),
    addSharedCounters(db, aggregates, COUNTER_CONCURRENCY),
  ]);
  report({ phase: 'counters', done, total });
  await db.entities.sequence.put({ name: MARKER, value: options.scale }).go();
  report({ phase: 'done', done, total });
  return {
    shifts: seeds.length,
    clients: clients.length,
    partners: partners.length,
    invoices: invoices.invoices.length,
    reviews: reviews.length,
    penalties: invoices.penalties.length,
    cardPayments,
    items: total,
    demo: demoRecords(clients, partners),
  };
}

type Repositories = ReturnType<typeof createRepositories>;

/** The options' defaults: now, the random seed, batches in flight, progress and the administrator. */
function withDefaults(options: SeedScaleOptions) {
  return {
    now: options.now === undefined ? Date.now() : new Date(options.now).getTime(),
    seed: options.seed ?? 20260101,
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    report: options.onProgress ?? (() => undefined),
    adminId: options.adminId ?? 'seed-admin',
  };
}

/** The demo positions but the test one; a position the table holds already is kept as it is. */
async function seedPositions(repos: Repositories, now: number): Promise<PositionRecord[]> {
  const positions: PositionRecord[] = [];
  for (const position of DEMO_POSITIONS.filter((p) => p.positionId !== 'TEST_POSITION')) {
    const at = new Date(now).toISOString();
    positions.push(
      (await repos.positions.createPosition({ ...position, createdAt: at, updatedAt: at })) ??
        ((await repos.positions.getPosition(position.positionId)) as PositionRecord),
    );
  }
  return positions;
}

/** Gives the invoices, in order, reference numbers from the table's invoice sequence. */
async function numberInvoices(repos: Repositories, invoices: { invoiceRef: number }[]): Promise<void> {
  if (invoices.length === 0) return;
  const firstInvoiceRef = await repos.sequences.allocateRefNumbers('invoice', invoices.length);
  invoices.forEach((invoice, i) => (invoice.invoiceRef = firstInvoiceRef + i));
}

/** Each reviewed partner's sum of scores and number of reviews. */
function ratingsOf(reviews: { partnerId: string; score: number }[]) {
  const ratings = new Map<string, { sum: number; count: number }>();
  for (const review of reviews) {
    const rating = ratings.get(review.partnerId) ?? { sum: 0, count: 0 };
    ratings.set(review.partnerId, { sum: rating.sum + review.score, count: rating.count + 1 });
  }
  return ratings;
}

/** The records the demo seed attaches sign-ins to: the first clients' owners and the first partners. */
function demoRecords(clients: SeededClient[], partners: SeededPartner[]): SeedScaleSummary['demo'] {
  return {
    clients: clients.slice(0, 3).map(({ client, users }) => ({
      clientId: client.clientId,
      name: client.name,
      ownerUserId: users[0]?.userId ?? '',
      ownerEmail: users[0]?.email ?? '',
    })),
    partners: partners.slice(0, DEMO_PARTNERS).map(({ profile, info }) => ({
      partnerId: profile.partnerId,
      name: `${profile.firstName} ${profile.lastName}`,
      phoneNumber: info.phoneNumber,
      status: profile.status,
    })),
  };
}

/** True when seedScale has filled this table already (it refuses to run twice). */
export async function hasScaleSeed(db: DbService): Promise<boolean> {
  return Boolean((await db.entities.sequence.get({ name: MARKER }).go()).data);
}
