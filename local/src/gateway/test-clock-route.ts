import { ERROR_CODES } from '@careshift/contract';
import { isValidClockOffset, MAX_CLOCK_OFFSET_MS } from '@careshift/lambdas/clock';
import type { OffsetClock } from '@careshift/lambdas/clock';

import { jsonReply } from './lambda-result';
import type { HttpReply } from './lambda-result';

/** The local-only route that moves the handlers' clock. AWS has no such route. */
export const TEST_CLOCK_PATH = '/__local/clock';

/** What `GET` and `POST /__local/clock` answer. */
export interface TestClockState {
  /** The handlers' "now", ISO-8601 UTC. */
  now: string;
  offsetMs: number;
}

export function testClockState(clock: OffsetClock): TestClockState {
  return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
}

function invalidOffset(): HttpReply {
  const message = `offsetMs must be whole milliseconds between -${MAX_CLOCK_OFFSET_MS} and ${MAX_CLOCK_OFFSET_MS}.`;
  return jsonReply(400, { message, code: ERROR_CODES.invalidInput, fieldErrors: { offsetMs: message } });
}

function parseOffset(body: Buffer): number | undefined {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || !('offsetMs' in parsed)) return undefined;
    return isValidClockOffset(parsed.offsetMs) ? parsed.offsetMs : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /__local/clock` reads the test clock; `POST /__local/clock {"offsetMs": n}` sets how far the
 * handlers' clock runs ahead of real time (0 puts it back). Tests move time past a shift's end
 * this way instead of sleeping; the auth twin keeps real time, so tokens stay valid.
 */
export function serveTestClock(
  clock: OffsetClock,
  method: string,
  body: Buffer,
  log?: (line: string) => void,
): HttpReply {
  if (method === 'GET') return jsonReply(200, testClockState(clock));
  if (method !== 'POST') {
    const reply = jsonReply(405, { message: 'Method Not Allowed', code: ERROR_CODES.invalidInput });
    return { ...reply, headers: { ...reply.headers, allow: 'GET, POST' } };
  }
  const offsetMs = parseOffset(body);
  if (offsetMs === undefined) return invalidOffset();
  clock.setOffsetMs(offsetMs);
  const state = testClockState(clock);
  log?.(`[clock] the handlers' clock now reads ${state.now} (offset ${offsetMs} ms)`);
  return jsonReply(200, state);
}
