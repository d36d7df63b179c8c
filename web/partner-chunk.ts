import type { Plugin } from 'vite';

interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
}

/** The modules of a signed-in partner's first pages: the portal layout, the shell and the two lists. */
const PARTNER_FIRST = [
  '/src/app/shell/portal-route.tsx',
  '/src/app/shell/partner-shell.tsx',
  '/src/features/partner-shifts/find-a-shift-route.ts',
  '/src/features/partner-shifts/my-shifts-route.ts',
];

/**
 * What those pages load once their heading is painted: the lists' filters. The cards and "Show more"
 * are in the first page's chunk, so the first card does not wait for this one (issue 32).
 */
const PARTNER_LATER = ['/src/features/partner-shifts/components/shift-list-filters.tsx'];

/**
 * zod's locales. zod's index re-exports every one (`export * as locales`), so each is in the entry's
 * module graph although no code of the entry uses one; the English one, which the contract's
 * zod-locale.ts configures for the first page's messages, joins that page's chunks instead of being a
 * 2 kB chunk (and a request) of its own.
 */
const ZOD_LOCALE = /\/node_modules\/zod\/v4\/locales\//;

/** The modules whose lazy imports are the portal's routes and shells (those join the group). */
const ROUTE_TABLES = ['/src/app/router.tsx', '/src/app/shell/shell-modules.ts'];

/**
 * One chunk (and one stylesheet) for a signed-in partner's first page instead of about a hundred:
 * Rolldown splits the portal's code into a chunk per set of routes sharing it, and a phone on
 * HTTP/1.1 (six connections, a round trip each) waits on the count more than on the bytes
 * (docs/decisions/performance/partner-phone.md). The group holds what those modules import statically,
 * less what the entry chunk already has and what the public pages import lazily; the administrator's
 * pages share the part they also use. What the first page shares with the public pages' lazy imports
 * (the typed client, its schemas, error and message helpers) is one more chunk, `partner-shared`,
 * instead of the ten small ones Rolldown made of it: on a phone's HTTP/1.1 (six connections) each
 * extra request of the first page waited a round trip. The lists' filters (Cloudscape's Select and
 * SegmentedControl) are `partner-list`, loaded once the heading is painted, so the heading's code
 * downloads without them; the cards are drawn without waiting for it.
 */
export function partnerChunk(): {
  plugin: Plugin;
  group: ChunkGroup;
  sharedGroup: ChunkGroup;
  laterGroup: ChunkGroup;
} {
  const members = new Set<string>();
  const shared = new Set<string>();
  const later = new Set<string>();
  const plugin: Plugin = {
    name: 'careshift-partner-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      shared.clear();
      later.clear();
      const closure = (starts: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        starts.forEach(visit);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const idOf = (module: string) => {
        const id = ids.find((candidate) => candidate.endsWith(`/web${module}`));
        if (!id) throw new Error(`partner-chunk: ${module} is not in the build`);
        return id;
      };
      const starts = PARTNER_FIRST.map(idOf);
      // What the public pages load later (the landing page's rates, contact check, sign-out) stays
      // in chunks of its own: the landing page must not download the partner's chunk for it.
      const publicLazy = closure(
        [...entry]
          .filter((id) => !ROUTE_TABLES.some((table) => id.endsWith(`/web${table}`)))
          .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      for (const id of closure(starts)) {
        if (entry.has(id) && !ZOD_LOCALE.test(id)) continue;
        if (publicLazy.has(id)) shared.add(id);
        else members.add(id);
      }
      for (const id of closure(PARTNER_LATER.map(idOf)))
        if (!entry.has(id) && !publicLazy.has(id) && !members.has(id) && !shared.has(id)) later.add(id);
    },
  };
  return {
    plugin,
    group: { name: 'partner', test: (id) => members.has(id) },
    sharedGroup: { name: 'partner-shared', test: (id) => shared.has(id) },
    laterGroup: { name: 'partner-list', test: (id) => later.has(id) },
  };
}
