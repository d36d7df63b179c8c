import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

import { SPA_ROUTING_CODE } from '@careshift/contract/edge/spa-routing';

export { SPA_ROUTING_CODE };

/** The SPA behaviour's viewer-request function (the code lives in @careshift/contract/edge). */
export function createSpaRoutingFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(SPA_ROUTING_CODE),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'SPA routes to /app.html, / to the landing page',
  });
}
