import type { Area } from '@careshift/contract';

import type { DataAccess } from './constructs/single-table';

/** Documents under one key prefix only (e.g. `employees/`), read or read/put/delete. */
export interface PrefixAccess {
  prefix: string;
  access: DataAccess;
}

/** What one area Lambda may touch, beyond writing its own logs. */
export interface AreaAccess {
  table: DataAccess;
  documents?: DataAccess | PrefixAccess;
  /** `admin`: creates and manages Cognito users (administrators create every account). */
  userPool?: 'read' | 'admin';
  /** Sends e-mail from MAIL_FROM through SES. */
  mail?: boolean;
  /** E-mails the company inbox (CONTACT_INBOX): contact messages and feature ideas. */
  contactInbox?: boolean;
  /** Sends SMS to phone numbers through SNS (shift notifications). */
  sms?: boolean;
  /** Signs deliveries to Heed's partner intake: reads that one secret (HEED_SECRET_ARN), nothing else. */
  heedIntake?: boolean;
  /** Web Push to partners' phones (issue 36): reads the stage's VAPID secret (VAPID_SECRET_ARN), nothing else. */
  push?: boolean;
  /** Card payments through Stripe: reads that one secret (STRIPE_SECRET_ARN: API key and webhook key), nothing else. */
  stripe?: boolean;
  /** Writes links to the app (notifications, calendar feeds): APP_URL or the web stack's parameter. */
  links?: boolean;
  /**
   * Makes PDFs (payment notes, invoices): the PDF fonts ship in `fonts/` beside the bundle and the
   * company's details are set (COMPANY_*).
   */
  pdf?: boolean;
  memorySize?: number;
  /** Longer than the default 10 s, up to the HTTP API's 30 s: the CSV exports write a whole list. */
  timeoutSeconds?: number;
}

/**
 * Least privilege per area, the one place to widen it. infra/test/least-privilege.test.ts bundles
 * each area and fails when a grant has no SDK client in the bundle, or a client has no grant.
 * A Lambda exists only for an area that has
 * at least one operation in the contract, so an entry here grants nothing until then.
 */
export const AREA_ACCESS: Record<Area, AreaAccess> = {
  positions: { table: 'write' },
  settings: { table: 'write' },
  // Links: the sign-in link in a new owner's or user's welcome e-mail. The welcome and the notices of
  // sign-in changes are outbox intents (issue 32): the outbox sender sends them, not this area.
  clients: { table: 'write', userPool: 'admin', links: true },
  partners: {
    table: 'write',
    documents: { prefix: 'employees/', access: 'read' },
    userPool: 'admin',
    heedIntake: true,
    // The partner's test notification (partner-push-test) and the VAPID public key it subscribes with.
    push: true,
    links: true,
    // The SMS telling a partner an administrator verified it (issue 32 item 12); its welcome SMS is an
    // outbox intent the outbox sender sends.
    sms: true,
  },
  // Write: the document records and their entries in the partner's activity trail (issue 32 item 12).
  documents: { table: 'write', documents: { prefix: 'employees/', access: 'write' } },
  // The shift notices leave through the outbox sender; mail, SMS and links stay for posted shifts' notices.
  shifts: { table: 'write', mail: true, sms: true, links: true, pdf: true, memorySize: 1024 },
  // What a partner's phone calls on opening the app (issue 37): the table only; a claim's notice is an
  // outbox intent the outbox sender delivers, so no mail, SMS or links here.
  'partner-path': { table: 'write' },
  // Push: paying lifts an overdue restriction, told as the partner chose for "Invoices due" (issue 36).
  invoices: { table: 'write', mail: true, sms: true, pdf: true, push: true, memorySize: 1024 },
  payments: { table: 'write', mail: true, sms: true, stripe: true, links: true, push: true },
  exports: { table: 'read', documents: { prefix: 'exports/', access: 'write' }, timeoutSeconds: 29 },
  stats: { table: 'read' },
  'sign-in-roles': { table: 'write', userPool: 'admin' },
  // The notice of a changed sign-in e-mail is an outbox intent (issue 32): no mail here.
  'system-users': { table: 'write', userPool: 'admin' },
  public: { table: 'write', mail: true, contactInbox: true },
  // Punches, timesheets and their decisions (issue 34); alerts go through the outbox (a table item).
  attendance: { table: 'write' },
};
