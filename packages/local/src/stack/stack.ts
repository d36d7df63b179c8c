import { createRequire } from 'node:module';

import { DEFAULT_REGION, ENV, operationList } from '@careshift/contract';
import type { Area } from '@careshift/contract';
import { testClock } from '@careshift/lambdas/clock';
import type { OffsetClock } from '@careshift/lambdas/clock';

import { startAuthTwin } from '../auth-twin/index';
import { startGateway } from '../gateway/gateway';
import type { AreaHandler } from '../gateway/gateway';
import { startMessagingTwin } from '../outbox/messaging-twin';
import { Outbox } from '../outbox/outbox';
import { createScheduleRegistry } from '../schedules';
import type { ScheduledJob, ScheduleRegistry } from '../schedules';
import type { DemoSignIn } from '../seed/demo';
import { createTable, startDynamoDbLocal } from '../twins/dynamodb-local';
import { assertPortFree, freePort } from '../twins/free-port';
import { LOCAL_ACCESS_KEY, startS3Twin } from '../twins/s3-twin';

import { lambdaJobs } from './lambda-jobs';
import { createLocalJobs } from './local-jobs';
import { PORT_SETTINGS, STACK_SERVICES } from './ports';
import type { StackPorts, StackService } from './ports';
import { seedStack } from './stack-seed';
import type { StackSeed } from './stack-seed';
import { startWebDevServer } from './web-dev-server';
import type { WebDevServer } from './web-dev-server';

export const LOCAL_TABLE_NAME = 'careshift-local';
export const LOCAL_DOCUMENTS_BUCKET = 'careshift-documents-local';
export const LOCAL_MAIL_FROM = 'CareShift <no-reply@careshift.local>';

export interface StackOptions {
  /** Fixed ports; 0 or a missing entry picks a free port (tests). */
  ports?: Partial<StackPorts>;
  /** Start the Vite dev server (default true). */
  web?: boolean;
  /**
   * What to seed: the whole demo (default true: positions, the administrator, two organisations, a
   * partner in every status and `demoScale` shifts with invoices and reviews, every person with a
   * sign-in), 'minimal' (positions and the administrator) or nothing (false).
   */
  seed?: StackSeed;
  /** Shifts of the demo data (default DEMO_SCALE, a few hundred). */
  demoScale?: number;
  demoPassword?: string;
  /** Sweeps to run as timers (EventBridge schedules in AWS); default: every job in lambdas/src/jobs. */
  schedules?: ScheduledJob[];
  /** Terminal output of the stack (outbox messages, request lines, Vite); `false` for silence. */
  log?: ((line: string) => void) | false;
  contact?: { phone: string; email: string };
  /**
   * Serve `GET`/`POST /__local/clock` on the gateway to move the handlers' clock (tests of
   * deadlines and automatic moves) and `POST /__local/jobs/{name}/run` to run a scheduled job now.
   * Local only: AWS has no such routes. Default false.
   */
  testClock?: boolean;
}

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

export interface LocalStack {
  urls: { web?: string; api: string; auth: string; dynamodb: string; s3: string; outbox: string };
  region: string;
  tableName: string;
  documentsBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  webConfig: WebConfig;
  signIns: DemoSignIn[];
  outbox: Outbox;
  schedules: ScheduleRegistry;
  /** The handlers' clock when started with `testClock: true` (also reachable at `/__local/clock`). */
  testClock?: OffsetClock;
  stop(): Promise<void>;
}

function appVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('../../../../package.json') as { version: string }).version;
}

/** Fixed ports must be free before anything starts; 0 means "any free port". */
async function resolvePorts(requested: Partial<StackPorts>): Promise<StackPorts> {
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

/** The handlers read their configuration from the environment at load time, as in AWS. */
function setHandlerEnvironment(values: Record<string, string>): void {
  Object.assign(process.env, values);
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
}

/**
 * The handlers' clock belongs to the process: every stack starts it at real time, and a stack with
 * `testClock` hands it to the gateway and puts it back at real time when it stops.
 */
function prepareTestClock(enabled: boolean, stoppers: (() => Promise<void>)[]): { testClock?: OffsetClock } {
  testClock.setOffsetMs(0);
  if (!enabled) return {};
  stoppers.push(async () => testClock.setOffsetMs(0));
  return { testClock };
}

/** The Vite dev server unless the stack runs without the web app. */
function startWeb(
  options: StackOptions,
  web: { port: number; apiUrl: string; webConfig: WebConfig; log: (line: string) => void },
): Promise<WebDevServer> | undefined {
  if (options.web === false) return undefined;
  return startWebDevServer({
    port: web.port,
    env: { CARESHIFT_API_URL: web.apiUrl, CARESHIFT_WEB_CONFIG: JSON.stringify(web.webConfig) },
    log: options.log === false ? false : web.log,
  });
}

/** Loaded on first use, after the environment is set: the handlers read it at module load. */
async function loadHandler(area: Area): Promise<AreaHandler> {
  const { loadAreaHandler } = await import('@careshift/lambdas/areas');
  return loadAreaHandler(area);
}

/**
 * Starts the whole product on loopback (DESIGN.md "Local stack"): DynamoDB Local, the S3 twin,
 * the outbox with its SNS/SES twin, the auth twin, the local API gateway over the real handlers,
 * the schedules and the Vite dev server; creates the table and bucket and seeds the demo data.
 * Handlers run in this process and read process.env, so run one stack per process.
 */
export async function startStack(options: StackOptions = {}): Promise<LocalStack> {
  const log = options.log === false ? () => {} : (options.log ?? ((line: string) => console.log(line)));
  const quiet = options.log === false;
  const region = DEFAULT_REGION;
  const ports = await resolvePorts(options.ports ?? {});
  const url = (service: StackService) => `http://127.0.0.1:${ports[service]}`;
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) {
      await stopOne().catch((error: unknown) => console.error('[stack] stop failed', error));
    }
  };

  try {
    const outbox = new Outbox({ print: quiet ? false : log });
    const messaging = await startMessagingTwin({ port: ports.outbox, outbox });
    stoppers.push(messaging.stop);
    // Started side by side; when one fails, wait for the others so that stop() can stop them too.
    const track = <T extends { stop(): Promise<void> }>(starting: Promise<T>) =>
      starting.then((service) => (stoppers.push(service.stop), service));
    const starting = [
      track(startDynamoDbLocal(ports.dynamodb)),
      track(
        startS3Twin({
          port: ports.s3,
          buckets: [LOCAL_DOCUMENTS_BUCKET],
          corsOrigins: [url('web'), `http://localhost:${ports.web}`],
        }),
      ),
      track(
        startAuthTwin({
          port: ports.auth,
          region,
          outbox: {
            sendEmail: ({ to, subject, text }) =>
              void outbox.append({ channel: 'email', to, subject, body: text, from: LOCAL_MAIL_FROM }),
          },
          smsEndpoint: messaging.url,
          triggerEnvironment: { [ENV.tableName]: LOCAL_TABLE_NAME },
          log,
        }),
      ),
    ] as const;
    await Promise.allSettled(starting);
    const [dynamo, s3, auth] = await Promise.all(starting);
    await createTable(dynamo.endpoint, LOCAL_TABLE_NAME);

    setHandlerEnvironment({
      [ENV.region]: region,
      [ENV.tableName]: LOCAL_TABLE_NAME,
      [ENV.documentsBucket]: LOCAL_DOCUMENTS_BUCKET,
      [ENV.userPoolId]: auth.userPoolId,
      [ENV.userPoolClientId]: auth.clientId,
      [ENV.mailFrom]: LOCAL_MAIL_FROM,
      [ENV.appUrl]: url('web'),
      [ENV.dynamodbEndpoint]: dynamo.endpoint,
      [ENV.s3Endpoint]: s3.endpoint,
      [ENV.cognitoEndpoint]: auth.url,
      [ENV.snsEndpoint]: messaging.url,
      [ENV.sesEndpoint]: messaging.url,
      AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: LOCAL_ACCESS_KEY,
    });

    const clock = prepareTestClock(options.testClock === true, stoppers);
    const schedules = createScheduleRegistry({ log });
    const localJobs = createLocalJobs(schedules);
    for (const job of options.schedules ?? lambdaJobs(localJobs.onResult))
      schedules.register(localJobs.record(job));
    const gateway = await startGateway({
      ...clock,
      ...(options.testClock ? { jobs: localJobs.runner } : {}),
      port: ports.api,
      operations: operationList,
      loadHandler,
      authorizer: { issuer: auth.issuer, audience: [auth.clientId], jwksUri: auth.jwksUri },
      log: quiet ? false : log,
    });
    stoppers.push(gateway.stop);

    const webConfig: WebConfig = {
      region,
      userPoolId: auth.userPoolId,
      userPoolClientId: auth.clientId,
      userPoolEndpoint: auth.url,
      appVersion: appVersion(),
      contactPhone: options.contact?.phone ?? '+357 22 000 000',
      contactEmail: options.contact?.email ?? 'info@careshift.local',
    };
    // Vite starts while the demo is seeded: the two together take about as long as the slower one.
    const webStarting = startWeb(options, { port: ports.web, apiUrl: gateway.url, webConfig, log });
    const web = webStarting && track(webStarting);
    const seeding = seedStack({
      seed: options.seed ?? true,
      tableName: LOCAL_TABLE_NAME,
      region,
      dynamodbEndpoint: dynamo.endpoint,
      authUrl: auth.url,
      userPoolId: auth.userPoolId,
      password: options.demoPassword,
      scale: options.demoScale,
      log,
    });
    await Promise.allSettled([web, seeding]);
    const [webServer, signIns] = await Promise.all([web, seeding]);
    const webUrl = webServer?.url;

    schedules.start();
    stoppers.push(schedules.stop);

    return {
      urls: {
        ...(webUrl ? { web: webUrl } : {}),
        api: gateway.url,
        auth: auth.url,
        dynamodb: dynamo.endpoint,
        s3: s3.endpoint,
        outbox: messaging.url,
      },
      region,
      tableName: LOCAL_TABLE_NAME,
      documentsBucket: LOCAL_DOCUMENTS_BUCKET,
      userPoolId: auth.userPoolId,
      userPoolClientId: auth.clientId,
      issuer: auth.issuer,
      webConfig,
      signIns,
      outbox,
      schedules,
      ...clock,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
