/**
 * EventBridge schedules as timers (DESIGN.md "Local stack"): each sweep registered here runs in
 * the local stack's process at its rate. A run never overlaps the previous one of the same job
 * (a tick that finds it still running is skipped), and a failing run is logged, not fatal.
 */

export interface ScheduledJob {
  name: string;
  /** An EventBridge rate expression (`rate(5 minutes)`) or an interval in milliseconds. */
  rate: string | number;
  run: () => Promise<void>;
}

export type RunOutcome = 'succeeded' | 'failed' | 'skipped';

export interface ScheduleRegistryOptions {
  log?: (line: string) => void;
  logError?: (line: string, error: unknown) => void;
}

const UNIT_MS: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

/** `rate(1 minute)`, `rate(5 minutes)`, `rate(1 hour)`, `rate(2 days)` → milliseconds. */
export function parseRate(expression: string): number {
  const match = /^rate\((\d+)\s+(minute|minutes|hour|hours|day|days)\)$/.exec(expression.trim());
  const value = Number(match?.[1]);
  if (!match || !Number.isInteger(value) || value < 1) {
    throw new Error(`Not an EventBridge rate expression: "${expression}" (expected e.g. "rate(5 minutes)")`);
  }
  if ((value === 1) !== !match[2]!.endsWith('s')) {
    throw new Error(`EventBridge wants a singular unit for 1 and a plural one otherwise: "${expression}"`);
  }
  return value * UNIT_MS[match[2]!]!;
}

function intervalOf(job: ScheduledJob): number {
  const ms = typeof job.rate === 'number' ? job.rate : parseRate(job.rate);
  if (!Number.isFinite(ms) || ms <= 0) throw new Error(`Schedule ${job.name} needs a positive rate`);
  return ms;
}

export function createScheduleRegistry(options: ScheduleRegistryOptions = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  const logError = options.logError ?? ((line: string, error: unknown) => console.error(line, error));
  const jobs = new Map<string, { job: ScheduledJob; intervalMs: number }>();
  const running = new Map<string, Promise<RunOutcome>>();
  const timers: NodeJS.Timeout[] = [];

  async function execute(job: ScheduledJob): Promise<RunOutcome> {
    const started = Date.now();
    try {
      await job.run();
      log(`[schedule] ${job.name} ran in ${Date.now() - started} ms`);
      return 'succeeded';
    } catch (error) {
      logError(`[schedule] ${job.name} failed after ${Date.now() - started} ms`, error);
      return 'failed';
    }
  }

  /** Runs a job now unless its previous run is still going. */
  function runNow(name: string): Promise<RunOutcome> {
    const entry = jobs.get(name);
    if (!entry) return Promise.reject(new Error(`No schedule named ${name}`));
    if (running.has(name)) {
      log(`[schedule] ${name} skipped: the previous run is still going`);
      return Promise.resolve('skipped');
    }
    const run = execute(entry.job).finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  return {
    register(job: ScheduledJob): void {
      if (jobs.has(job.name)) throw new Error(`Schedule ${job.name} is registered twice`);
      jobs.set(job.name, { job, intervalMs: intervalOf(job) });
    },
    names(): string[] {
      return [...jobs.keys()];
    },
    runNow,
    /** Starts one timer per job; like EventBridge, the first run comes one interval after start. */
    start(): void {
      if (timers.length) return;
      for (const [name, { intervalMs }] of jobs) {
        timers.push(setInterval(() => void runNow(name), intervalMs));
      }
    },
    /** Stops the timers and waits for runs in progress to finish. */
    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

export type ScheduleRegistry = ReturnType<typeof createScheduleRegistry>;
