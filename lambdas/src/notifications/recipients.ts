import type { NoticeLanguage } from './notification-texts';
import { noticeLanguage } from './notification-texts';

interface Page<T> {
  items: T[];
  cursor: string | null;
}

/** Someone a notice goes to: a phone for SMS, an e-mail, and their language. */
export interface Recipient {
  phoneNumber?: string;
  email?: string;
  lang: NoticeLanguage;
}

/** The repository reads the notifier needs (structural, so unit tests pass plain objects). */
export interface RecipientSources {
  partnerPrivate: {
    getPartnerInfo(
      partnerId: string,
    ): Promise<{ phoneNumber?: string; email?: string; lang?: string } | undefined>;
  };
  clientUsers: {
    listClientUsers(input: {
      clientId: string;
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<{ email: string; lang: string; status: string }>>;
  };
  systemUsers: {
    listSystemUsers(input: {
      statuses?: readonly string[];
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<{ email: string; lang: string; status: string; receiveRequestUpdates: boolean }>>;
  };
}

/** At most this many pages of users per lookup (a client or the company has few users). */
const MAX_PAGES = 10;

async function allPages<T>(read: (cursor: string | null) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: Page<T> = await read(cursor);
    items.push(...result.items);
    cursor = result.cursor;
    if (!cursor) break;
  }
  return items;
}

export async function partnerRecipient(
  sources: Pick<RecipientSources, 'partnerPrivate'>,
  partnerId: string,
): Promise<Recipient | undefined> {
  const info = await sources.partnerPrivate.getPartnerInfo(partnerId);
  if (!info) return undefined;
  return { phoneNumber: info.phoneNumber, email: info.email, lang: noticeLanguage(info.lang) };
}

/** The client's users who can act on its shifts (not DISABLED). */
export async function clientRecipients(sources: RecipientSources, clientId: string): Promise<Recipient[]> {
  const users = await allPages((cursor) =>
    sources.clientUsers.listClientUsers({ clientId, cursor, limit: 20 }),
  );
  return users
    .filter((user) => user.status !== 'DISABLED' && user.email)
    .map((user) => ({ email: user.email, lang: noticeLanguage(user.lang) }));
}

const SYSTEM_USERS_TTL_MS = 60_000;

/**
 * Active system users who asked for request updates ("receive request updates"), remembered for a
 * minute per container so that a sweep moving many shifts reads them once.
 */
export function createSystemRecipientCache(sources: RecipientSources, now: () => number = Date.now) {
  let cached: { at: number; recipients: Promise<Recipient[]> } | undefined;
  return (): Promise<Recipient[]> => {
    if (!cached || now() - cached.at > SYSTEM_USERS_TTL_MS) {
      const recipients = allPages((cursor) =>
        sources.systemUsers.listSystemUsers({ statuses: ['ACTIVE'], cursor, limit: 20 }),
      ).then((users) =>
        users
          .filter((user) => user.receiveRequestUpdates && user.email)
          .map((user) => ({ email: user.email, lang: noticeLanguage(user.lang) })),
      );
      cached = { at: now(), recipients };
      recipients.catch(() => (cached = undefined));
    }
    return cached.recipients;
  };
}
