import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { App } from 'aws-cdk-lib';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';

import { operationList } from '@careshift/contract';

import { addCareShiftStacks } from '../../lib/careshift-app';
import type { CareShiftAppOptions, CareShiftStacks } from '../../lib/careshift-app';
import { readStageConfig } from '../../lib/config';
import type { StageConfig } from '../../lib/config';
import { registerNagChecks } from '../../lib/nag';
import { REPO_ROOT } from '../../lib/paths';

/** The context of cdk.json (feature flags, stage settings), so tests synthesize what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

export interface TestAppOptions extends CareShiftAppOptions {
  context?: Record<string, unknown>;
  /** Register cdk-nag (default true): `synth()` then throws on unacknowledged findings. */
  nag?: boolean;
  /**
   * CDK's built-in CloudFormation template validation (default false: it costs seconds per
   * process; the whole-app test and `npm run synth` run it).
   */
  cfnValidation?: boolean;
}

export interface TestApp {
  app: App;
  config: StageConfig;
  stacks: CareShiftStacks;
  synth: () => CloudAssembly;
}

/** The product's app with bundling skipped ('aws:cdk:bundling-stacks': []), as cdk.json configures it. */
export function buildTestApp(options: TestAppOptions = {}): TestApp {
  const app = new App({
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...options.context },
    builtinCloudFormationValidation: options.cfnValidation ?? false,
  });
  const config = readStageConfig(app.node);
  const stacks = addCareShiftStacks(app, config, {
    webDistDir: options.webDistDir ?? join(REPO_ROOT, 'infra', 'test', 'fixtures', 'no-web-build'),
    ...options,
  });
  if (options.nag !== false) registerNagChecks(app);
  return { app, config, stacks, synth: () => app.synth() };
}

/**
 * The positions operations only: for tests of the other stacks, whose subject does not depend on
 * which areas exist (api-stack.test.ts and app.test.ts synthesize the whole contract).
 */
export const POSITIONS_ONLY = operationList.filter((operation) => operation.area === 'positions');

/** The synthesized template of one stack, from an assembly already built (one synth per file). */
export function templateOf(assembly: CloudAssembly, stack: Stack): Template {
  return Template.fromJSON(assembly.getStackByName(stack.stackName).template as Record<string, unknown>);
}

/** Resources of a type, as [logicalId, resource] pairs. */
export function resourcesOf(
  template: Template,
  type: string,
): [string, { Properties: Record<string, unknown> }][] {
  return Object.entries(template.findResources(type)) as [string, { Properties: Record<string, unknown> }][];
}
