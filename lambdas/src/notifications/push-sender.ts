import { vapidKeys, vapidSubject } from './push-config';
import type { VapidKeys } from './push-config';

/** A phone's subscription as the sender needs it (the browser's PushSubscription JSON). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the service worker receives (helper D's contract, web/src/sw): the notification's title and
 * text, the app path it opens (`/requests/{id}`), a tag that replaces an earlier one of the same
 * subject on the phone, and the language it is written in.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
  lang?: string;
}

/** How a push service answered: accepted, the subscription is gone (404/410: remove it), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushMessage {
  target: PushTarget;
  payload: PushPayload;
  /** Seconds the push service keeps a message for a phone that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** The push port: the notifier sends through it; tests pass a recording fake. */
export interface PushSender {
  send(message: PushMessage): Promise<PushOutcome>;
}

const TIMEOUT_MS = 10_000;

/**
 * Web Push with the `web-push` library: it encrypts the payload (RFC 8291, aes128gcm) and signs the
 * VAPID header (RFC 8292) — `generateRequestDetails`, the same call its `sendNotification` makes —
 * and the request is sent with fetch, which (unlike `sendNotification`, https only) also reaches the
 * local push-service twin over http. The library is imported on first use (it stays out of cold
 * starts that send nothing).
 */
export function createWebPushSender(
  deps: { keys?: () => Promise<VapidKeys>; subject?: () => string; fetch?: typeof fetch } = {},
): PushSender {
  const keys = deps.keys ?? vapidKeys;
  const subject = deps.subject ?? vapidSubject;
  const post = deps.fetch ?? fetch;
  return {
    async send({ target, payload, ttlSeconds, urgency }) {
      const webPush = (await import('web-push')).default;
      const vapid = await keys();
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: subject(), publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: ttlSeconds,
          urgency,
          contentEncoding: 'aes128gcm',
          ...(payload.tag ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const response = await post(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    },
  };
}

/** A sender that keeps what it was asked to send and answers `outcome` (unit tests). */
export function createRecordingPushSender(outcome: (message: PushMessage) => PushOutcome = () => 'sent') {
  const sent: PushMessage[] = [];
  const sender: PushSender = {
    async send(message) {
      sent.push(message);
      return outcome(message);
    },
  };
  return { sender, sent };
}
