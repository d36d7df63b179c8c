import { defineConfig } from 'vitest/config';

import { LaneSequencer } from './test/e2e/lanes/lane-sequencer';
import { operationLoaders } from './web/operation-loaders';

// The AWS SDK warns about Node 20 on every client; Lambda runs Node 22, locally the warning is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// One runner, five projects. `npm test` runs them in this order through scripts/test.mjs.
export default defineConfig({
  test: {
    // Vitest's order, with the browser journeys that run alone after the others (test/e2e/lanes).
    sequence: { sequencer: LaneSequencer },
    projects: [
      {
        // The web's typed client imports its operations through this build-time module.
        plugins: [operationLoaders()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'local/src/**/*.test.ts',
            'lambdas/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/*.test.ts',
            'test/e2e/lanes/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Vitest's default is one worker fewer than the cores: one worker on CI's two-core machine.
          // These files share nothing, so both cores work (issue 37 item 4).
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'packages/*/src/**/*.int.test.ts',
            'local/src/**/*.int.test.ts',
            'lambdas/src/**/*.int.test.ts',
          ],
          globalSetup: ['test/setup/twins.global.ts'],
          // Each file has its own table: both cores work (issue 37 item 4; 294 s → 173 s here).
          maxWorkers: '100%',
          // Every test stands alone: files and tests run in a new order each run (issue 31).
          sequence: { shuffle: true },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['test/security/**/*.security.ts'],
          globalSetup: ['test/security/support/security-stack.global.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        // Each infra test synthesises into its own temporary directory: both cores work (issue 37 item 4).
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: ['test/setup/stack.global.ts'],
          // Two files at a time against the one stack; a file that changes what others see (the clock, the
          // jobs, the system configuration) holds the lane alone (test/e2e/lanes/lanes.ts).
          setupFiles: ['test/e2e/lanes/lane.setup.ts'],
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
