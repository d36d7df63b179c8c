/**
 * The payload of a web push message and the notification it becomes (issue 36 item 2). The server
 * (the notification outbox's push channel) sends JSON:
 * `{ "title": string, "body": string, "url": "/requests/<id>", "tag"?: string, "lang"?: "en" | "el" }`.
 * The contract is written down for the sender in docs/decisions/web/install-update-and-push-handlers.md.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** An app-relative path (`/requests/<id>`): what a tap on the notification opens. */
  url: string;
  /** Notifications with one tag replace each other (e.g. `shift-<id>`). */
  tag?: string;
  lang?: 'en' | 'el';
}

/** What `registration.showNotification` is called with. */
export interface NotificationToShow {
  title: string;
  options: {
    body: string;
    tag?: string;
    lang?: string;
    icon: string;
    badge: string;
    data: { url: string };
  };
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
/** Where a notification without a usable address goes: the partner's first page. */
export const FALLBACK_URL = '/find-a-shift';

const MAX_TITLE = 120;
const MAX_BODY = 500;
const MAX_TAG = 100;

/**
 * An app-relative path, or the fallback: a tap must never leave the app's origin, whatever the
 * payload says (`//evil.example`, `https://…`, `javascript:` are all refused).
 */
export function safeAppPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    return FALLBACK_URL;
  try {
    const parsed = new URL(url, 'https://app.invalid');
    return parsed.origin === 'https://app.invalid'
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : FALLBACK_URL;
  } catch {
    return FALLBACK_URL;
  }
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** The JSON object of a push message's text, or an empty object. */
function fieldsOf(raw: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The payload read from a push message's text; anything unreadable still shows the app's name. */
export function parsePushPayload(raw: string | undefined): PushPayload {
  const fields = fieldsOf(raw);
  const lang = fields.lang === 'el' || fields.lang === 'en' ? fields.lang : undefined;
  const tag = text(fields.tag, MAX_TAG);
  return {
    title: text(fields.title, MAX_TITLE) || 'CareShift',
    body: text(fields.body, MAX_BODY),
    url: safeAppPath(fields.url),
    ...(tag ? { tag } : {}),
    ...(lang ? { lang } : {}),
  };
}

/** The notification of a push message: its title and body, the app's icon, and where a tap goes. */
export function notificationOf(payload: PushPayload): NotificationToShow {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      ...(payload.tag ? { tag: payload.tag } : {}),
      ...(payload.lang ? { lang: payload.lang } : {}),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: payload.url },
    },
  };
}

/** The minimum of a window client a tap needs. */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/**
 * A tap on a notification: an open window of the app is focused and sent to the address, else a
 * new window opens it. `origin` is the service worker's own.
 */
export async function openFromNotification(
  data: unknown,
  origin: string,
  windows: readonly WindowClientLike[],
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  const path = safeAppPath((data as { url?: unknown } | null | undefined)?.url);
  const target = new URL(path, origin).href;
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (!open) {
    await openWindow(target);
    return;
  }
  await open.focus();
  if (open.url !== target) await open.navigate(target);
}
