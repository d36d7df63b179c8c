import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { ENV } from '@careshift/contract';

import { readBody, sendJson } from '../server/http-server';

import type { Outbox } from './outbox';
import { generateP256KeyPair, verifyVapidJwt } from './push-crypto';

/** Where subscriptions of the twin point: `{messagingUrl}/push/{id}`. */
export const PUSH_PATH_PREFIX = '/push/';
/** A push service accepts at most 4096 bytes of encrypted payload (RFC 8030 §7.2). */
const MAX_PUSH_BODY = 4096;
/** A VAPID JWT may not be valid for more than 24 hours (RFC 8292 §2). */
const MAX_JWT_SECONDS = 24 * 3600;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `vapid t=<jwt>, k=<public key>` (RFC 8292 §3) as its two parameters. */
function vapidParams(authorization: string | undefined): { t?: string; k?: string } {
  const match = /^vapid\s+(.*)$/i.exec(authorization ?? '');
  if (!match?.[1]) return {};
  return Object.fromEntries(
    match[1].split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name?.trim() ?? '', value.join('=').trim()];
    }),
  ) as { t?: string; k?: string };
}

/** Why the VAPID authorization is refused (RFC 8292), or undefined. */
function vapidRefusal(
  req: IncomingMessage,
  origin: string,
  nowSeconds: number,
): [number, string] | undefined {
  const { t, k } = vapidParams(header(req, 'authorization'));
  if (!t || !k) return [401, 'Authorization must be "vapid t=<JWT>, k=<public key>" (RFC 8292).'];
  const claims = verifyVapidJwt(t, k);
  if (!claims) return [401, 'The VAPID JWT does not verify with the key k (ES256).'];
  if (claims.aud !== origin) return [403, `The JWT audience must be the push service's origin ${origin}.`];
  const exp = claims.exp ?? 0;
  if (exp <= nowSeconds || exp > nowSeconds + MAX_JWT_SECONDS)
    return [403, 'The JWT must expire within 24 hours from now.'];
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return [403, 'The JWT subject must be mailto: or https:.'];
  return undefined;
}

/** Why a push request is refused, as a push service answers (RFC 8030, 8291, 8292), or undefined. */
function refusal(req: IncomingMessage, origin: string, nowSeconds: number): [number, string] | undefined {
  const vapid = vapidRefusal(req, origin, nowSeconds);
  if (vapid) return vapid;
  if (!/^\d+$/.test(header(req, 'ttl') ?? ''))
    return [400, 'A TTL header (seconds) is required (RFC 8030 §5.2).'];
  if (header(req, 'content-encoding') !== 'aes128gcm')
    return [415, 'Content-Encoding must be aes128gcm (RFC 8291).'];
  return undefined;
}

/**
 * A browser push service, twinned (RFC 8030 with VAPID, RFC 8292, and aes128gcm bodies, RFC 8291): any
 * `POST /push/{id}` is a subscription's endpoint. A request is checked as a push service does — the
 * VAPID JWT verified with its key, its audience and expiry, the TTL and content encoding — and answered
 * 201; the encrypted body lands in the outbox (channel "push", to the subscription id) with its
 * metadata, for the terminal and `GET /outbox`; tests decrypt it with the phone keys they made.
 * `DELETE /push/{id}` forgets a subscription (the browser unsubscribed): later sends to it get 410.
 */
export function createPushServiceTwin(options: { outbox: Outbox; origin: () => string; now?: () => number }) {
  const gone = new Set<string>();
  const now = options.now ?? Date.now;

  async function receive(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const body = await readBody(req, MAX_PUSH_BODY + 1);
    if (gone.has(id))
      return sendJson(res, 410, { message: 'This push subscription has expired or was removed.' });
    const refused = refusal(req, options.origin(), Math.floor(now() / 1000));
    if (refused) return sendJson(res, refused[0], { message: refused[1] });
    if (body.length > MAX_PUSH_BODY)
      return sendJson(res, 413, { message: 'The payload is over 4096 bytes.' });
    const ttl = Number(header(req, 'ttl'));
    const urgency = header(req, 'urgency') ?? 'normal';
    const topic = header(req, 'topic');
    options.outbox.append({
      channel: 'push',
      to: id,
      subject: `Web Push: ${body.length} bytes aes128gcm, TTL ${ttl} s, urgency ${urgency}${topic ? `, topic ${topic}` : ''}`,
      body: 'Encrypted for the phone (RFC 8291): only its keys read it.',
      push: { ciphertext: body.toString('base64url'), ttl, urgency, ...(topic ? { topic } : {}) },
    });
    res.writeHead(201, { location: `${options.origin()}/push-message/${randomUUID()}` }).end();
  }

  return {
    /** True when the request was the push service's (and has been answered). */
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
      if (!pathname.startsWith(PUSH_PATH_PREFIX)) return false;
      const id = decodeURIComponent(pathname.slice(PUSH_PATH_PREFIX.length));
      if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) return false;
      if (req.method === 'POST') await receive(req, res, id);
      else if (req.method === 'DELETE') {
        gone.add(id);
        res.writeHead(204).end();
      } else return false;
      return true;
    },
  };
}

/**
 * The push configuration of a local stack (the same variables as in AWS, but the keys themselves
 * instead of a secret): a VAPID key pair made once per start, and the twin's origin, the one http
 * endpoint a subscription may name.
 */
export function localPushEnvironment(messagingUrl: string): Record<string, string> {
  const vapid = generateP256KeyPair();
  return {
    [ENV.vapidPublicKey]: vapid.publicKey,
    [ENV.vapidPrivateKey]: vapid.privateKey,
    [ENV.pushServiceOrigin]: new URL(messagingUrl).origin,
  };
}
