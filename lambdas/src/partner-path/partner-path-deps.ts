import { clock } from '../clock';
import { businessMetrics } from '../http/metrics';
import { outboxShiftNotices } from '../notifications/outbox-notices';
import type { ShiftDeps } from '../shifts/shift-deps';
import { shiftRepositories } from '../shifts/shift-repositories';

/**
 * The partner-path area's wiring: the shifts area's repositories, clock and metrics, and the outbox's
 * notices (a claim's intent is delivered by the outbox sender), so no SES, SNS or link code is bundled.
 */
export function partnerPathDeps(): ShiftDeps {
  return { ...shiftRepositories(), clock, notifier: outboxShiftNotices, metrics: businessMetrics };
}
