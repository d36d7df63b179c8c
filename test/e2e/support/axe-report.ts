import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

import type { AxeScan } from './axe';
import { AXE_RESULTS_DIR, VISITED_FILE } from './axe';

const REPORT = new URL('../axe-report.json', AXE_RESULTS_DIR);

/** A run starts with no findings of the last one. */
export function clearAxeResults(): void {
  rmSync(AXE_RESULTS_DIR, { recursive: true, force: true });
}

function lines<T>(file: string): T[] {
  return readFileSync(new URL(file, AXE_RESULTS_DIR), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line): T => JSON.parse(line));
}

/**
 * After the run: test-results/axe-report.json with every scan (page, language, width, findings) and
 * the pages opened but never scanned, and a summary on the console: pages by language, findings by
 * rule and impact.
 */
export function writeAxeReport(log: (line: string) => void = console.log): void {
  if (!existsSync(AXE_RESULTS_DIR)) return;
  const files = readdirSync(AXE_RESULTS_DIR).filter((file) => file.endsWith('.jsonl'));
  const scans = files.flatMap((file) => lines<AxeScan>(file));
  const scannedPaths = new Set(scans.map((scan) => scan.path));
  const visits = existsSync(new URL(VISITED_FILE, AXE_RESULTS_DIR))
    ? lines<{ file: string; paths: string[] }>(VISITED_FILE)
    : [];
  // A page opened by a journey and scanned by none (a route that only redirects shows here too).
  const unscanned = [...new Set(visits.flatMap((visit) => visit.paths))].filter(
    (path) => !scannedPaths.has(path),
  );
  const byRule = new Map<string, { impact: string; help: string; pages: Set<string> }>();
  for (const scan of scans) {
    for (const finding of scan.findings) {
      const entry = byRule.get(finding.rule) ?? {
        impact: finding.impact,
        help: finding.help,
        pages: new Set(),
      };
      entry.pages.add(`${scan.path} (${scan.lang}, ${scan.width} px)`);
      byRule.set(finding.rule, entry);
    }
  }
  const summary = {
    scans: scans.length,
    pages: new Set(scans.map((scan) => `${scan.path}|${scan.lang}|${scan.width}`)).size,
    byLanguage: Object.fromEntries(
      [...new Set(scans.map((scan) => scan.lang))].map((lang) => [
        lang,
        new Set(scans.filter((scan) => scan.lang === lang).map((scan) => scan.path)).size,
      ]),
    ),
    axeSeconds: Math.round(scans.reduce((sum, scan) => sum + scan.ms, 0) / 100) / 10,
    findings: [...byRule].map(([rule, entry]) => ({
      rule,
      impact: entry.impact,
      help: entry.help,
      pages: [...entry.pages].sort(),
    })),
  };
  writeFileSync(REPORT, `${JSON.stringify({ summary, unscanned, scans }, null, 2)}\n`);
  log(
    `[axe] ${summary.scans} scans of ${summary.pages} pages (${JSON.stringify(summary.byLanguage)} by language), ` +
      `${summary.axeSeconds} s in axe; findings: ${
        summary.findings
          .map((finding) => `${finding.rule} (${finding.impact}, ${finding.pages.length} pages)`)
          .join(', ') || 'none'
      }; report: test-results/axe-report.json`,
  );
  if (unscanned.length) log(`[axe] opened but never scanned: ${unscanned.sort().join(' ')}`);
}
