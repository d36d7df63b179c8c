import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { buildTestApp, POSITIONS_ONLY, cdkJsonContext, resourcesOf, templateOf } from './support/test-app';

const MANAGED = {
  cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  allViewerExceptHost: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
};

function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'careshift-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>CareShift</title>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'index.html.map'), '{"version":3}');
  return dist;
}

/** The staged asset directories of an assembly (zip files are bundled Lambda layers). */
function assetDirs(assemblyDir: string): string[] {
  return readdirSync(assemblyDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('asset.'))
    .map((entry) => join(assemblyDir, entry.name));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const bare = buildTestApp({ operations: POSITIONS_ONLY });
const bareWeb = templateOf(bare.synth(), bare.stacks.web);

const released = buildTestApp({ operations: POSITIONS_ONLY, webDistDir: fakeWebBuild() });
const releasedAssembly = released.synth();
const releasedWeb = templateOf(releasedAssembly, released.stacks.web);

const [[, distribution] = []] = resourcesOf(bareWeb, 'AWS::CloudFront::Distribution');
const config = distribution?.Properties.DistributionConfig as {
  DefaultCacheBehavior: Record<string, unknown>;
  CacheBehaviors: Record<string, unknown>[];
  Origins: { Id: string; DomainName: unknown; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
  CustomErrorResponses?: unknown;
  DefaultRootObject: string;
};

describe('WebStack', () => {
  it('should serve the SPA from the private bucket through Origin Access Control with client routes rewritten', () => {
    const defaults = config.DefaultCacheBehavior;
    const origin = config.Origins.find((o) => o.Id === defaults.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(origin?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(defaults).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: MANAGED.cachingOptimized,
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    expect(config.DefaultRootObject).toBe('index.html');
    bareWeb.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: { Runtime: 'cloudfront-js-2.0', Comment: Match.anyValue() },
    });
  });

  it('should send /api/* to the HTTP API uncached, with every method and every viewer header but Host', () => {
    expect(config.CacheBehaviors).toHaveLength(1);
    const apiBehavior = config.CacheBehaviors[0] as Record<string, unknown>;
    expect(apiBehavior).toMatchObject({
      PathPattern: '/api/*',
      ViewerProtocolPolicy: 'https-only',
      CachePolicyId: MANAGED.cachingDisabled,
      OriginRequestPolicyId: MANAGED.allViewerExceptHost,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
    const origin = config.Origins.find((o) => o.Id === apiBehavior.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('.execute-api.eu-central-1.');
    expect(JSON.stringify(origin?.DomainName)).toContain('careshift-dev-api:ExportsOutputRefHttpApi');
  });

  it('should not turn API 403/404 replies into the SPA page (no distribution-wide error responses)', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('should send security headers on the SPA and the API', () => {
    const [[policyId, policy] = []] = resourcesOf(bareWeb, 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(config.CacheBehaviors[0]?.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const headers = (
      policy?.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> }
    ).SecurityHeadersConfig;
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
    });
    const csp = JSON.stringify(headers.ContentSecurityPolicy);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https://cognito-idp.eu-central-1.amazonaws.com https://");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('should let only this distribution read the site bucket', () => {
    bareWeb.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('should upload nothing when there is no web build', () => {
    bareWeb.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('should upload hashed assets first (immutable) and then the entry files with no-cache and an invalidation', () => {
    const deployments = resourcesOf(releasedWeb, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const [assetsId, assets] = deployments.find(([, d]) => !d.Properties.DistributionPaths) ?? [];
    const [, entry] = deployments.find(([, d]) => d.Properties.DistributionPaths) ?? [];
    expect(assets?.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(entry?.Properties).toMatchObject({
      Prune: false,
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    releasedWeb.hasResource('Custom::CDKBucketDeployment', {
      Properties: Match.objectLike({ DistributionPaths: ['/*'] }),
      DependsOn: Match.arrayWith([String(assetsId)]),
    });
  });

  it('should split the build between the two uploads (assets/ alone, the rest with config.json) and publish no source map', () => {
    const stagedSets = assetDirs(releasedAssembly.directory)
      .map(filesUnder)
      .filter((files) => files.some((f) => /\.(html|js|map)$/.test(f) || f === 'config.json'));
    expect(stagedSets).toEqual(
      expect.arrayContaining([['assets/index-abc123.js'], ['favicon.svg', 'index.html'], ['config.json']]),
    );
  });

  it('should write /config.json with the region, pool, client, version and contact details', () => {
    const configDir = assetDirs(releasedAssembly.directory).find((dir) =>
      filesUnder(dir).includes('config.json'),
    );
    const written = JSON.parse(readFileSync(join(String(configDir), 'config.json'), 'utf8')) as Record<
      string,
      string
    >;
    const context = cdkJsonContext();
    expect(written).toMatchObject({
      region: 'eu-central-1',
      appVersion: released.config.appVersion,
      contactPhone: context['careshift:contactPhone'],
      contactEmail: context['careshift:contactEmail'],
    });
    expect(written.userPoolId).toMatch(/^<<marker:0xbaba:\d+>>$/);
    expect(written.userPoolClientId).toMatch(/^<<marker:0xbaba:\d+>>$/);
    const [, entry] =
      resourcesOf(releasedWeb, 'Custom::CDKBucketDeployment').find(
        ([, d]) => d.Properties.DistributionPaths,
      ) ?? [];
    const markers = JSON.stringify(entry?.Properties.SourceMarkers);
    expect(markers).toContain('careshift-dev-auth:ExportsOutputRefUsersUserPool');
    expect(markers).toContain('careshift-dev-auth:ExportsOutputRefUsersUserPoolWebClient');
  });
});
