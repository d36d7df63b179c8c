/** One line of the `npm run bench` table (docs/benchmarks.md). */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The goal in words, e.g. "≥ 50×". */
  goal?: string;
  /** Whether the goal is met; absent for rows that only report a figure. */
  pass?: boolean;
}
