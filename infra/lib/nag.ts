import { Stack, Validations } from 'aws-cdk-lib';
import type { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 (AwsSolutions) runs as a CDK policy-validation plugin: `app.synth()` (and so
 * `cdk synth`) fails on any finding that is not acknowledged. Every acknowledgement is made next
 * to the construct it concerns, through `acknowledge`, with its reason.
 */
export function registerNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
}

export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** Renders a resolved CloudFormation value the way cdk-nag names it in a finding id. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    const getAtt = node['Fn::GetAtt'];
    if (Array.isArray(getAtt)) return `<${flatten(getAtt[0])}.${flatten(getAtt[1])}>`;
    if (node.Ref !== undefined) return `<${flatten(node.Ref)}>`;
    const sub = node['Fn::Sub'];
    if (sub !== undefined) return flatten(Array.isArray(sub) ? sub[0] : sub);
    if (node['Fn::ImportValue'] !== undefined) return flatten(node['Fn::ImportValue']);
    const join = node['Fn::Join'];
    if (Array.isArray(join)) return (join[1] as unknown[]).map(flatten).join(String(join[0]));
  }
  return JSON.stringify(value);
}

/** The AwsSolutions-IAM5 finding ids of the wildcard resources a resolved policy document allows. */
export function wildcardResourceFindingsOf(scope: IConstruct, document: unknown): string[] {
  const resolved = Stack.of(scope).resolve(document) as {
    Statement?: { Effect: string; Resource?: unknown }[];
  };
  const findings = new Set<string>();
  for (const statement of resolved.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    const resources = Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
    for (const resource of resources) {
      const flat = flatten(resource);
      if (resource !== undefined && flat !== '*' && flat.includes('*'))
        findings.add(`AwsSolutions-IAM5[Resource::${flat}]`);
    }
  }
  return [...findings];
}

/**
 * The AwsSolutions-IAM5 finding id for a wildcard resource such as `${bucket.bucketArn}/*`, for
 * a resource in the same stack as the policy (cross-stack values render differently).
 */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(resource))}]`;
}
