import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

import type { LockMode } from './lock-server';

/**
 * Journey files run two at a time against the one stack (issue 37 item 4). A file that changes what
 * every other file sees runs alone: it holds the `lane` lock exclusively, the others share it
 * (lane.setup.ts), and the sequencer (lane-sequencer.ts) starts them last so no worker waits long.
 */
export const EXCLUSIVE_JOURNEYS: Readonly<Record<string, string>> = {
  'attendance-partner.e2e.ts': "moves the handlers' clock",
  'attendance-review.e2e.ts': "moves the handlers' clock and runs the timesheet sweep",
  'invoices.e2e.ts': "moves the handlers' clock",
  'partner-restriction.e2e.ts': "moves the handlers' clock and runs the shift sweep",
  'shift-lifecycle.e2e.ts': "moves the handlers' clock and runs the shift sweep",
  'settings.e2e.ts': 'changes the system commission that prices every new shift',
  'vat-setting.e2e.ts': 'changes the VAT every new invoice carries',
  'dashboard.e2e.ts': 'compares the charts and cards with a recount of the whole table',
  'positions.e2e.ts': 'counts the rows of the positions list, which other journeys add to',
  'fill-rate.e2e.ts': "moves the handlers' clock",
};

/**
 * The role walks take three to four times any other file (every route of every role, scanned with axe):
 * started first, neither ends the run alone while the other worker has nothing left.
 */
export const LONGEST_JOURNEYS: readonly string[] = ['accessibility.e2e.ts', 'csp.e2e.ts'];

/** What only an exclusive file may call: the handlers' clock and the scheduled jobs act on every record. */
const GLOBAL_EFFECTS = /\.(setClockOffset|runJob)\(/;

export const LANE_LOCK = 'lane';

export function laneOf(file: string): LockMode {
  return basename(file) in EXCLUSIVE_JOURNEYS ? 'exclusive' : 'shared';
}

/** Journey files that move the clock or run a job without being listed above (the run refuses to start). */
export function undeclaredExclusiveJourneys(directory: URL): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.e2e.ts') && laneOf(name) === 'shared')
    .filter((name) => GLOBAL_EFFECTS.test(readFileSync(new URL(name, directory), 'utf8')));
}
