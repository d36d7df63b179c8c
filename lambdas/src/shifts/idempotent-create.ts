import { createHash } from 'node:crypto';

import { shiftCreateResultSchema } from '@careshift/contract';
import type { ShiftCreateResult } from '@careshift/contract';
import { ConflictError } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import type { ShiftCreateBodyValues } from './create-shifts';
import { postShifts } from './create-shifts';
import type { ShiftPostingDeps } from './shift-deps';

/** A finished request-create's reply is kept a day: a retry within it gets the same reply. */
const REPLY_TTL_SECONDS = 24 * 3600;
/** A request still "in progress" after this long crashed; a retry runs it again (same shift ids). */
const STALE_AFTER_SECONDS = 120;

function requestHash(body: ShiftCreateBodyValues): string {
  const { idempotencyKey: _key, ...request } = body;
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * request-create, idempotent per (user, idempotencyKey): the first call runs and its reply is stored;
 * a retry with the same body gets that reply, the same key with another body a 409, and a call while the
 * first is still running a 409 to try again. A call that fails frees the key.
 */
export async function postShiftsOnce(
  deps: ShiftPostingDeps,
  viewer: Viewer,
  body: ShiftCreateBodyValues,
): Promise<ShiftCreateResult> {
  const key = `request-create#${viewer.userId}#${body.idempotencyKey}`;
  const start = await deps.idempotency.beginIdempotentRequest(
    { key, requestHash: requestHash(body), now: deps.clock.now().getTime() },
    { ttlSeconds: REPLY_TTL_SECONDS, staleAfterSeconds: STALE_AFTER_SECONDS },
  );
  if (start.state === 'completed') return shiftCreateResultSchema.parse(start.response);
  if (start.state === 'in-progress') {
    throw new ConflictError(
      'These shifts are still being posted; try again in a moment.',
      'REQUEST_IN_PROGRESS',
    );
  }
  if (start.state === 'mismatch') {
    throw new ConflictError(
      'This idempotency key was already used for other shifts.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  try {
    const result = await postShifts(deps, viewer, body);
    await deps.idempotency.completeIdempotentRequest(key, result, deps.clock.now().getTime());
    return result;
  } catch (error) {
    await deps.idempotency.releaseIdempotentRequest(key);
    throw error;
  }
}
