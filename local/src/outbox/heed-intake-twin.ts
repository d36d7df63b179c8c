import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import * as z from 'zod/mini';

import { HEED_HEADERS, verifyHeedSignature } from '@careshift/lambdas/partners/heed-signature';

import { readBody, sendJson } from '../server/http-server';

import type { Outbox } from './outbox';

export const HEED_INTAKE_PATH = '/heed/intake';
/** `PUT {"refuse": true}` makes the intake refuse deliveries (to try the failure path); false accepts again. */
export const HEED_INTAKE_MODE_PATH = '/heed/intake/mode';
/** The local stack's signing key, shared by the partners Lambda (HEED_SIGNING_SECRET) and this twin. */
export const LOCAL_HEED_SECRET = 'careshift-local-heed-signing-secret';
const BODY_LIMIT = 1024 * 1024;
const transferShape = z.object({
  partner: z.object({ firstName: z.string(), lastName: z.string() }),
  documents: z.array(z.unknown()),
});

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Heed's partner intake, twinned: verifies the HMAC-SHA256 signature over the raw body and timestamp
 * (as Heed does), answers a repeated Idempotency-Key with the first delivery's id, and lands each new
 * delivery in the outbox (channel "webhook", to "heed") so it shows in the terminal and on /outbox.
 */
export function createHeedIntakeTwin(options: { outbox: Outbox; secret: string; now?: () => number }) {
  const deliveries = new Map<string, string>();
  let refuse = false;
  const now = options.now ?? Date.now;

  async function receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawBody = (await readBody(req, BODY_LIMIT)).toString('utf8');
    const signed = verifyHeedSignature({
      secret: options.secret,
      rawBody,
      timestamp: header(req, HEED_HEADERS.timestamp),
      signature: header(req, HEED_HEADERS.signature),
      nowSeconds: Math.floor(now() / 1000),
    });
    if (!signed) return sendJson(res, 401, { message: 'The delivery signature is not valid.' });
    if (refuse)
      return sendJson(res, 503, { message: 'Heed intake is unavailable (local twin set to refuse).' });
    const key = header(req, HEED_HEADERS.idempotencyKey) ?? randomUUID();
    const known = deliveries.get(key);
    if (known) return sendJson(res, 200, { deliveryId: known, duplicate: true });
    const deliveryId = randomUUID();
    deliveries.set(key, deliveryId);
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return sendJson(res, 400, { message: 'The delivery is not JSON.' });
    }
    const transfer = transferShape.safeParse(parsed);
    if (!transfer.success) return sendJson(res, 400, { message: 'The delivery has no partner.' });
    const { firstName, lastName } = transfer.data.partner;
    const subject = `Partner transfer: ${firstName} ${lastName} (${transfer.data.documents.length} documents)`;
    options.outbox.append({ channel: 'webhook', to: 'heed', subject, body: rawBody });
    sendJson(res, 200, { deliveryId });
  }

  return {
    /** True when the request was the intake's (and has been answered). */
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
      if (req.method === 'POST' && pathname === HEED_INTAKE_PATH) {
        await receive(req, res);
        return true;
      }
      if (req.method === 'PUT' && pathname === HEED_INTAKE_MODE_PATH) {
        const body: unknown = JSON.parse((await readBody(req, BODY_LIMIT)).toString('utf8') || '{}');
        refuse = z.object({ refuse: z.literal(true) }).safeParse(body).success;
        sendJson(res, 200, { refuse });
        return true;
      }
      return false;
    },
  };
}
