/** One line of docs/benchmarks.md. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  pass?: boolean;
}
