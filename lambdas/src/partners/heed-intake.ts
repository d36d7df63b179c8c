import * as z from 'zod/mini';

import { DeliveryFailedError } from '@careshift/domain';

import { HEED_HEADERS, signHeedDelivery } from './heed-signature';

/** Where a partner transfer goes: Heed's intake (HTTPS in AWS, the outbox twin locally). */
export interface HeedIntake {
  deliver(input: { body: string; idempotencyKey: string; now: Date }): Promise<{ deliveryId: string }>;
}

const TIMEOUT_MS = 8000;
const acceptedReply = z.object({ deliveryId: z.string().check(z.minLength(1)) });
const refusedReply = z.object({ message: z.string() });

/**
 * The intake over HTTP: one signed POST of the raw JSON body (HMAC-SHA256 over `{timestamp}.{body}`),
 * carrying an Idempotency-Key, so a retry of the same attempt is recognised by the receiver. A refusal,
 * a timeout or an unreadable reply is a DeliveryFailedError with a message an administrator understands.
 */
export function createHttpHeedIntake(config: {
  url: string;
  secret: () => Promise<string>;
  fetch?: typeof fetch;
}): HeedIntake {
  const send = config.fetch ?? fetch;
  return {
    async deliver({ body, idempotencyKey, now }) {
      const timestamp = Math.floor(now.getTime() / 1000);
      const signature = signHeedDelivery(await config.secret(), timestamp, body);
      let response: Response;
      try {
        response = await send(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [HEED_HEADERS.timestamp]: String(timestamp),
            [HEED_HEADERS.signature]: signature,
            [HEED_HEADERS.idempotencyKey]: idempotencyKey,
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new DeliveryFailedError(
          'Heed could not be reached. The partner was not transferred; try again later.',
        );
      }
      const reply: unknown = await response.json().catch(() => undefined);
      const accepted = acceptedReply.safeParse(reply);
      if (!response.ok || !accepted.success) {
        const refused = refusedReply.safeParse(reply);
        const reason = refused.success ? `: ${refused.data.message}` : ` (HTTP ${response.status})`;
        throw new DeliveryFailedError(`Heed refused the transfer${reason}. The partner was not transferred.`);
      }
      return { deliveryId: accepted.data.deliveryId };
    },
  };
}
