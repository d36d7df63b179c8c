import { Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';

import { buildTestApp, POSITIONS_ONLY } from './support/test-app';

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

describe('CareShift CDK app', () => {
  it('should synthesize the whole contract with valid templates and no unacknowledged cdk-nag finding', () => {
    const { synth, stacks } = buildTestApp({ cfnValidation: true });
    const assembly = synth();
    expect(assembly.stacks.map((stack) => stack.stackName).sort()).toEqual(
      Object.values(stacks)
        .map((stack) => stack.stackName)
        .sort(),
    );
  });

  it('should fail the synth on a finding nobody acknowledged', () => {
    const { synth, stacks } = buildTestApp({ operations: POSITIONS_ONLY });
    new Bucket(stacks.data, 'Careless');
    expect(synth).toThrow(/AwsSolutions-S1/);
  });

  it('should give every acknowledgement a reason', () => {
    const { app } = buildTestApp({ operations: POSITIONS_ONLY });
    const found = acknowledgements(app);
    expect(found.length).toBeGreaterThan(5);
    for (const ack of found) expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThan(40);
  });

  it('should name every stack after its stage and protect a prod-like stage from deletion', () => {
    const dev = buildTestApp({ operations: POSITIONS_ONLY });
    const prod = buildTestApp({
      operations: POSITIONS_ONLY,
      context: { stage: 'prod', 'careshift:alarmEmail': 'ops@careshift.cy' },
    });
    for (const stack of Object.values(dev.stacks)) {
      expect(stack.stackName).toMatch(/^careshift-dev-(data|auth|api|jobs|web|edge-eu-central-1)$/);
      expect(stack.region).toBe(stack === dev.stacks.edge ? 'us-east-1' : 'eu-central-1');
      expect(stack.terminationProtection).toBe(false);
    }
    for (const stack of Object.values(prod.stacks)) {
      expect(stack.stackName).toMatch(/^careshift-prod-/);
      expect(stack.terminationProtection).toBe(true);
    }
  });
});
