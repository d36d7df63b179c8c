import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * CloudFront Function (viewer request) of the SPA's behaviour: a path whose last segment has no
 * file extension is a client-side route, so it is served /index.html. This replaces distribution
 * error responses (403/404 → index.html), which would also rewrite the API's own 403 and 404
 * replies under /api/*.
 */
export const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export function createSpaRoutingFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(SPA_ROUTING_CODE),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'SPA routes to /index.html',
  });
}
