import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` when the page allows eval, and probes for it on
 * first use. The Content-Security-Policy has no 'unsafe-eval', so the probe itself is reported as a
 * violation: the web tells zod never to try (test/e2e/csp.e2e.ts). Imported first by main.tsx.
 */
config({ jitless: true });
