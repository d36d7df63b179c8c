import { App } from 'aws-cdk-lib';

import { addCareShiftStacks } from '../lib/careshift-app';
import { readStageConfig } from '../lib/config';
import { hasWebBuild } from '../lib/constructs/site-deployment';
import { registerNagChecks } from '../lib/nag';
import { WEB_DIST, repoRelative } from '../lib/paths';

/**
 * The CareShift CDK app (cdk.json runs it with tsx). Stage: `-c stage=prod` or CARESHIFT_STAGE
 * (default dev). cdk-nag's AwsSolutions checks fail the synth on any unacknowledged finding.
 */
const app = new App();
const config = readStageConfig(app.node);
if (!hasWebBuild(WEB_DIST)) {
  console.warn(`[infra] ${repoRelative(WEB_DIST)} has no build: the web stack will not upload the SPA.`);
}
addCareShiftStacks(app, config);
registerNagChecks(app);
