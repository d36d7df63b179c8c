import { DEFAULT_REGION, operationList } from '@careshift/contract';
import type { OffsetClock } from '@careshift/lambdas/clock';

import { startGateway } from '../gateway/gateway';
import { startMessagingTwin } from '../outbox/messaging-twin';
import { Outbox } from '../outbox/outbox';
import { createScheduleRegistry } from '../schedules';
import type { ScheduledJob, ScheduleRegistry } from '../schedules';
import type { DemoSignIn } from '../seed/demo';
import { stripeSeedPayments } from '../seed/demo-card-payments';

import { lambdaJobs } from './lambda-jobs';
import { createLocalJobs } from './local-jobs';
import { newOriginSecret } from './origin-secret';
import type { StackPorts } from './ports';
import { seedStack } from './stack-seed';
import type { StackSeed } from './stack-seed';
import {
  LOCAL_DOCUMENTS_BUCKET,
  LOCAL_TABLE_NAME,
  loadHandler,
  localUrl,
  prepareTestClock,
  resolvePorts,
  setHandlerEnvironment,
  startOutboxSender,
  startTwins,
  startWeb,
  webConfigOf,
} from './stack-services';
import type { WebConfig, WebMode } from './stack-services';

export {
  LOCAL_CONTACT_INBOX,
  LOCAL_DOCUMENTS_BUCKET,
  LOCAL_MAIL_FROM,
  LOCAL_TABLE_NAME,
} from './stack-services';
export type { WebConfig, WebMode } from './stack-services';

export interface StackOptions {
  /** Fixed ports; 0 or a missing entry picks a free port (tests). */
  ports?: Partial<StackPorts>;
  /**
   * The web app: 'production' (default, also `true`: the production build served like CloudFront,
   * with the production security headers), 'dev' (the Vite dev server with hot reload) or false.
   */
  web?: boolean | WebMode;
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
   * deadlines and automatic moves) and `POST /__local/jobs/{name}/run` to run a scheduled job now;
   * and `GET`/`POST /__local/waf` on the CloudFront twin to have its web ACL challenge chosen requests.
   * Local only: AWS has no such routes. Default false.
   */
  testClock?: boolean;
}

export interface LocalStack {
  urls: {
    web?: string;
    api: string;
    auth: string;
    dynamodb: string;
    s3: string;
    outbox: string;
    stripe: string;
    /**
     * The CloudFront twin: the web app's address, or without it the edge alone (/api/*), where
     * Stripe's webhooks arrive. The API behind it refuses requests without the origin header.
     */
    edge: string;
  };
  /** The origin header's value the API accepts: a client that calls `urls.api` directly sends it (originHeaders). */
  originSecret: string;
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

/** Where the stack's lines go (`log`), and what its services print to (`print`: false for silence). */
function stackOutput(option: StackOptions['log']) {
  if (option === false) return { log: () => {}, print: false as const };
  const log = option ?? ((line: string) => console.log(line));
  return { log, print: log };
}

/** The web option as a mode: production unless 'dev' is asked for, or false for no web app. */
function webModeOf(web: StackOptions['web']): WebMode | false {
  if (web === false) return false;
  return web === 'dev' ? 'dev' : 'production';
}

/** The sweeps to run on timers: the ones given, or every Lambda job. */
function scheduledJobs(given: ScheduledJob[] | undefined, localJobs: ReturnType<typeof createLocalJobs>) {
  return given ?? lambdaJobs(localJobs.onResult);
}

/**
 * Starts the whole product on loopback (DESIGN.md "Local stack"): DynamoDB Local, the S3 twin,
 * the outbox with its SNS/SES twin, the auth twin, the local API gateway over the real handlers,
 * the schedules and the web app (production build or Vite); creates the table and bucket and seeds the demo data.
 * Handlers run in this process and read process.env, so run one stack per process.
 */
export async function startStack(options: StackOptions = {}): Promise<LocalStack> {
  const { log, print } = stackOutput(options.log);
  const region = DEFAULT_REGION;
  const ports = await resolvePorts(options.ports ?? {});
  const url = (service: keyof StackPorts) => localUrl(ports, service);
  const stoppers: (() => Promise<void>)[] = [];
  const originSecret = newOriginSecret();
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) {
      await stopOne().catch((error: unknown) => console.error('[stack] stop failed', error));
    }
  };

  try {
    const outbox = new Outbox({ print });
    const messaging = await startMessagingTwin({ port: ports.outbox, outbox });
    stoppers.push(messaging.stop);
    const track = <T extends { stop(): Promise<void> }>(starting: Promise<T>) =>
      starting.then((service) => (stoppers.push(service.stop), service));
    const { dynamo, s3, auth, stripe } = await startTwins({ ports, region, outbox, messaging, track, log });
    setHandlerEnvironment({
      region,
      webUrl: url('web'),
      dynamodbEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      auth,
      messagingUrl: messaging.url,
      stripe,
      originSecret,
    });

    const clock = prepareTestClock(options.testClock === true, stoppers);
    const schedules = createScheduleRegistry({ log });
    const localJobs = createLocalJobs(schedules);
    for (const job of scheduledJobs(options.schedules, localJobs)) schedules.register(localJobs.record(job));
    const gateway = await startGateway({
      ...clock,
      ...(options.testClock ? { jobs: localJobs.runner } : {}),
      port: ports.api,
      operations: operationList,
      loadHandler,
      authorizer: { issuer: auth.issuer, audience: [auth.clientId], jwksUri: auth.jwksUri },
      log: print,
    });
    stoppers.push(gateway.stop);
    stoppers.push((await startOutboxSender()).stop);

    const webConfig = webConfigOf(region, auth, options.contact);
    // The web app (build or Vite) starts while the demo is seeded: together they take about as
    // long as the slower one.
    const webMode = webModeOf(options.web);
    const web = track(
      startWeb({
        mode: webMode,
        s3Url: s3.endpoint,
        port: ports.web,
        apiUrl: gateway.url,
        webConfig,
        originSecret,
        testControl: options.testClock === true,
        log: print,
      }),
    );
    const seeding = seedStack({
      seed: options.seed ?? true,
      tableName: LOCAL_TABLE_NAME,
      region,
      dynamodbEndpoint: dynamo.endpoint,
      authUrl: auth.url,
      userPoolId: auth.userPoolId,
      userPoolClientId: auth.clientId,
      password: options.demoPassword,
      scale: options.demoScale,
      // The card-paid invoices are paid through the Stripe twin (the SDK client of the payments Lambda),
      // so "Refund" works on every one of them.
      cardPayments: stripeSeedPayments(),
      log,
    });
    await Promise.allSettled([web, seeding]);
    const [webServer, signIns] = await Promise.all([web, seeding]);
    const webUrl = webMode === false ? undefined : webServer.url;

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
        stripe: stripe.url,
        edge: webServer.url,
      },
      originSecret,
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
