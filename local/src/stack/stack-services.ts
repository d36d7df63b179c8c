/* The pieces the local stack starts, one function each; stack.ts puts them together in order. */
import { createRequire } from 'node:module';

import { ENV } from '@careshift/contract';
import type { Area } from '@careshift/contract';
import { testClock } from '@careshift/lambdas/clock';
import type { OffsetClock } from '@careshift/lambdas/clock';

import { startAuthTwin } from '../auth-twin/index';
import type { AreaHandler } from '../gateway/gateway';
import { messagingEnvironment } from '../outbox/messaging-environment';
import type { startMessagingTwin } from '../outbox/messaging-twin';
import type { Outbox } from '../outbox/outbox';
import { createTable, startDynamoDbLocal } from '../twins/dynamodb-local';
import { assertPortFree, freePort } from '../twins/free-port';
import { LOCAL_ACCESS_KEY, startS3Twin } from '../twins/s3-twin';
import { STRIPE_WEBHOOK_PATH, startStripeTwin } from '../twins/stripe-twin';
import type { StripeTwin } from '../twins/stripe-twin';

import { LOCAL_COMPANY_ENV } from './local-company';
import { PORT_SETTINGS, STACK_SERVICES } from './ports';
import type { StackPorts, StackService } from './ports';
import { ensureWebBuild, WEB_DIST } from './web-build';
import { DEV_ORIGIN_SECRET_VARIABLE, startWebDevServer } from './web-dev-server';
import { startWebProductionServer } from './web-production-server';

export const LOCAL_TABLE_NAME = 'careshift-local';
export const LOCAL_DOCUMENTS_BUCKET = 'careshift-documents-local';
export const LOCAL_MAIL_FROM = 'CareShift <no-reply@careshift.local>';
/** The company inbox locally: contact messages and feature ideas land in the outbox addressed here. */
export const LOCAL_CONTACT_INBOX = 'info@careshift.local';

/** The runtime configuration the SPA reads from /config.json. */
export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint: string;
  appVersion: string;
  contactPhone: string;
  contactEmail: string;
}

/** Something the stack started and must stop. */
type Stoppable = { stop(): Promise<void> };

export type StartedAuthTwin = Awaited<ReturnType<typeof startAuthTwin>>;
export type StartedMessagingTwin = Awaited<ReturnType<typeof startMessagingTwin>>;

function appVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('../../../package.json') as { version: string }).version;
}

/** Fixed ports must be free before anything starts; 0 means "any free port". */
export async function resolvePorts(requested: Partial<StackPorts>): Promise<StackPorts> {
  const ports = {} as StackPorts;
  for (const service of STACK_SERVICES) {
    const port = requested[service] ?? 0;
    if (port === 0) {
      ports[service] = await freePort();
    } else {
      const { what, variable } = PORT_SETTINGS[service];
      await assertPortFree(port, what, variable);
      ports[service] = port;
    }
  }
  return ports;
}

/**
 * DynamoDB Local (with the table), the S3 twin and the auth twin, started side by side; when one fails,
 * the others are still awaited so that `track` has handed every started one to stop().
 */
export async function startTwins(input: {
  ports: StackPorts;
  region: string;
  outbox: Outbox;
  messaging: StartedMessagingTwin;
  track: <T extends Stoppable>(starting: Promise<T>) => Promise<T>;
  log: (line: string) => void;
}) {
  const { ports, outbox, track } = input;
  const starting = [
    track(startDynamoDbLocal(ports.dynamodb)),
    track(
      startS3Twin({
        port: ports.s3,
        buckets: [LOCAL_DOCUMENTS_BUCKET],
        corsOrigins: [localUrl(ports, 'web'), `http://localhost:${ports.web}`],
      }),
    ),
    track(
      startAuthTwin({
        port: ports.auth,
        region: input.region,
        outbox: {
          sendEmail: ({ to, subject, text }) =>
            void outbox.append({ channel: 'email', to, subject, body: text, from: LOCAL_MAIL_FROM }),
        },
        smsEndpoint: input.messaging.url,
        triggerEnvironment: { [ENV.tableName]: LOCAL_TABLE_NAME },
        log: input.log,
      }),
    ),
    track(
      startStripeTwin({
        port: ports.stripe,
        // As in AWS, Stripe posts to the app's address: through CloudFront (its twin), never to the API itself.
        webhookUrl: `${localUrl(ports, 'web')}${STRIPE_WEBHOOK_PATH}`,
        log: input.log,
      }),
    ),
  ] as const;
  await Promise.allSettled(starting);
  const [dynamo, s3, auth, stripe] = await Promise.all(starting);
  await createTable(dynamo.endpoint, LOCAL_TABLE_NAME);
  return { dynamo, s3, auth, stripe };
}

/** What the payments Lambda reads to reach the Stripe twin with the real SDK (STRIPE_* variables). */
export function stripeEnvironment(stripe: StripeTwin): Record<string, string> {
  return {
    [ENV.stripeSecretKey]: stripe.secretKey,
    [ENV.stripeWebhookSecret]: stripe.webhookSecret,
    [ENV.stripeApiHost]: '127.0.0.1',
    [ENV.stripeApiPort]: String(stripe.port),
    [ENV.stripeApiProtocol]: 'http',
  };
}

export function localUrl(ports: StackPorts, service: StackService): string {
  return `http://127.0.0.1:${ports[service]}`;
}

/** The handlers read their configuration from the environment at load time, as in AWS. */
export function setHandlerEnvironment(input: {
  region: string;
  webUrl: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  auth: StartedAuthTwin;
  messagingUrl: string;
  stripe: StripeTwin;
  /** The origin header's value the API accepts (AWS: the secret careshift/<stage>/origin). */
  originSecret: string;
}): void {
  Object.assign(process.env, {
    [ENV.region]: input.region,
    [ENV.tableName]: LOCAL_TABLE_NAME,
    [ENV.documentsBucket]: LOCAL_DOCUMENTS_BUCKET,
    [ENV.userPoolId]: input.auth.userPoolId,
    [ENV.userPoolClientId]: input.auth.clientId,
    [ENV.mailFrom]: LOCAL_MAIL_FROM,
    [ENV.contactInbox]: LOCAL_CONTACT_INBOX,
    [ENV.appUrl]: input.webUrl,
    [ENV.dynamodbEndpoint]: input.dynamodbEndpoint,
    [ENV.s3Endpoint]: input.s3Endpoint,
    [ENV.cognitoEndpoint]: input.auth.url,
    ...messagingEnvironment(input.messagingUrl),
    ...stripeEnvironment(input.stripe),
    [ENV.originSecret]: input.originSecret,
    [ENV.metricsDisabled]: 'true',
    ...LOCAL_COMPANY_ENV,
    AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY,
    AWS_SECRET_ACCESS_KEY: LOCAL_ACCESS_KEY,
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
}

/**
 * The handlers' clock belongs to the process: every stack starts it at real time, and a stack with
 * `testClock` hands it to the gateway and puts it back at real time when it stops.
 */
export function prepareTestClock(
  enabled: boolean,
  stoppers: (() => Promise<void>)[],
): { testClock?: OffsetClock } {
  testClock.setOffsetMs(0);
  if (!enabled) return {};
  stoppers.push(async () => testClock.setOffsetMs(0));
  return { testClock };
}

/** Loaded on first use, after the environment is set: the handlers read it at module load. */
export async function loadHandler(area: Area): Promise<AreaHandler> {
  const { loadAreaHandler } = await import('@careshift/lambdas/areas');
  return loadAreaHandler(area);
}

/**
 * The outbox sender (a DynamoDB Streams consumer in AWS): the same lambdas code, fed by polling the
 * table for new notification intents. Loaded after the environment is set, like the handlers.
 */
export async function startOutboxSender(): Promise<Stoppable> {
  const { startOutboxPoller } = await import('@careshift/lambdas/notifications/outbox-poller');
  const { outboxPollerDeps } = await import('@careshift/lambdas/notifications/outbox-sender-deps');
  return startOutboxPoller(outboxPollerDeps());
}

export function webConfigOf(
  region: string,
  auth: StartedAuthTwin,
  contact: { phone: string; email: string } | undefined,
): WebConfig {
  return {
    region,
    userPoolId: auth.userPoolId,
    userPoolClientId: auth.clientId,
    userPoolEndpoint: auth.url,
    appVersion: appVersion(),
    contactPhone: contact?.phone ?? '+357 22 000 000',
    contactEmail: contact?.email ?? 'info@careshift.local',
  };
}

/**
 * How the stack serves the web app: `production` (`npm start`, the default) builds web/dist when its
 * sources are newer and serves it as CloudFront does, with the production security headers;
 * `dev` (`npm run dev`) runs the Vite dev server with hot reload and no CSP.
 */
export type WebMode = 'production' | 'dev';

/**
 * The web server of the chosen mode on the web port, which is also where the API is reached as
 * through CloudFront (the origin header added): the production build, the Vite dev server (its proxy
 * adds the header), or without the web app the CloudFront twin serving /api/* alone, so that Stripe's
 * webhooks still come the way they come in AWS.
 */
export function startWeb(web: {
  mode: WebMode | false;
  port: number;
  apiUrl: string;
  webConfig: WebConfig;
  s3Url: string;
  originSecret: string;
  /** The CloudFront twin's test control (`/__local/waf`): the stack's `testClock`. */
  testControl: boolean;
  log: ((line: string) => void) | false;
}): Promise<Stoppable & { url: string }> {
  if (web.mode === 'dev') {
    return startWebDevServer({
      port: web.port,
      env: {
        CARESHIFT_API_URL: web.apiUrl,
        CARESHIFT_WEB_CONFIG: JSON.stringify(web.webConfig),
        [DEV_ORIGIN_SECRET_VARIABLE]: web.originSecret,
      },
      log: web.log,
    });
  }
  const edge = {
    port: web.port,
    apiUrl: web.apiUrl,
    originSecret: web.originSecret,
    testControl: web.testControl,
    webConfig: web.webConfig,
    userPoolUrl: web.webConfig.userPoolEndpoint,
    documentsUrl: web.s3Url,
    log: web.log,
  };
  if (web.mode === false) return startWebProductionServer(edge);
  const log = web.log === false ? () => {} : web.log;
  return ensureWebBuild(log).then(() => startWebProductionServer({ ...edge, distDir: WEB_DIST }));
}
