import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { BodyTooLargeError, listenOnLoopback, readBody, sendJson } from '../server/http-server';
import type { RunningServer } from '../server/http-server';

import { createHeedIntakeTwin, LOCAL_HEED_SECRET } from './heed-intake-twin';
import type { OutboxChannel, OutboxMessage } from './message';
import type { Outbox } from './outbox';
import { createPushServiceTwin } from './push-service-twin';
import { parseSendEmail, SesError } from './ses-send-email';
import { parseSnsPublish, publishReply, SnsError, snsErrorReply } from './sns-publish';

/** SES accepts messages up to 40 MB; SNS requests are far smaller. */
const BODY_LIMIT = 40 * 1024 * 1024;
const MAX_WAIT_MS = 30_000;

export type MessagingTwin = RunningServer;

async function handleSnsPublish(req: IncomingMessage, res: ServerResponse, outbox: Outbox): Promise<void> {
  let reply;
  try {
    outbox.append(parseSnsPublish((await readBody(req, BODY_LIMIT)).toString('utf8')));
    reply = publishReply();
  } catch (error) {
    if (!(error instanceof SnsError)) throw error;
    reply = snsErrorReply(error);
  }
  res.writeHead(reply.status, { 'content-type': 'text/xml', 'x-amzn-requestid': randomUUID() });
  res.end(reply.xml);
}

async function handleSesSendEmail(req: IncomingMessage, res: ServerResponse, outbox: Outbox): Promise<void> {
  try {
    const messages = parseSendEmail((await readBody(req, BODY_LIMIT)).toString('utf8'));
    for (const message of messages) outbox.append(message);
    sendJson(res, 200, { MessageId: randomUUID() }, { 'x-amzn-requestid': randomUUID() });
  } catch (error) {
    if (!(error instanceof SesError)) throw error;
    sendJson(res, error.status, { message: error.message }, { 'x-amzn-errortype': error.type });
  }
}

/** Waits up to `waitMs` for a first message matching the filter, for tests in another process. */
async function listOutbox(url: URL, outbox: Outbox): Promise<OutboxMessage[]> {
  const to = url.searchParams.get('to') ?? undefined;
  const channel = (url.searchParams.get('channel') ?? undefined) as OutboxChannel | undefined;
  const since = url.searchParams.get('since') ?? undefined;
  const waitMs = Math.min(Number(url.searchParams.get('waitMs') ?? 0) || 0, MAX_WAIT_MS);
  const items = outbox.list({ to, channel, since });
  if (items.length > 0 || waitMs <= 0 || !to) return items;
  try {
    await outbox.waitFor(to, { channel, since, timeoutMs: waitMs });
  } catch {
    // Nothing arrived in time: the empty list says so.
  }
  return outbox.list({ to, channel, since });
}

type HeedIntakeTwin = ReturnType<typeof createHeedIntakeTwin>;
type PushServiceTwin = ReturnType<typeof createPushServiceTwin>;

/** The AWS calls the twin answers (SNS Publish, SESv2 SendEmail); false for any other request. */
async function serveAwsCall(req: IncomingMessage, res: ServerResponse, outbox: Outbox, pathname: string) {
  if (req.method !== 'POST') return false;
  if (pathname === '/') await handleSnsPublish(req, res, outbox);
  else if (pathname === '/v2/email/outbound-emails') await handleSesSendEmail(req, res, outbox);
  else return false;
  return true;
}

/** `GET /outbox` (what was sent) and `DELETE /outbox` (forget it), for tests; false for any other request. */
async function serveOutbox(req: IncomingMessage, res: ServerResponse, outbox: Outbox, url: URL) {
  if (url.pathname !== '/outbox') return false;
  if (req.method === 'GET') sendJson(res, 200, { items: await listOutbox(url, outbox) });
  else if (req.method === 'DELETE') {
    outbox.clear();
    res.writeHead(204).end();
  } else return false;
  return true;
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  outbox: Outbox,
  intake: HeedIntakeTwin,
  push: PushServiceTwin,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (await intake.handle(req, res, url.pathname)) return;
  if (await push.handle(req, res, url.pathname)) return;
  if (await serveAwsCall(req, res, outbox, url.pathname)) return;
  if (await serveOutbox(req, res, outbox, url)) return;
  sendJson(res, 404, { message: `The local messaging twin does not serve ${req.method} ${url.pathname}` });
}

/**
 * The SNS and SESv2 twin: the same SNSClient / SESv2Client code that runs in AWS, pointed at this
 * server (SNS_ENDPOINT and SES_ENDPOINT), delivers into the outbox. It also twins Heed's partner
 * intake (`POST /heed/intake`, HEED_INTAKE_URL), whose verified deliveries land there too, and a
 * browser push service (`POST /push/{id}`, push-service-twin.ts). `GET /outbox?to=…` (with
 * optional `channel`, `since` and `waitMs`) lets tests in another process read what was sent.
 */
export function startMessagingTwin(options: {
  port: number;
  outbox: Outbox;
  heedSecret?: string;
}): Promise<MessagingTwin> {
  const intake = createHeedIntakeTwin({
    outbox: options.outbox,
    secret: options.heedSecret ?? LOCAL_HEED_SECRET,
  });
  let origin = '';
  const push = createPushServiceTwin({ outbox: options.outbox, origin: () => origin });
  const server = listenOnLoopback((req, res) => {
    route(req, res, options.outbox, intake, push).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { message: error.message });
      console.error('[outbox] request failed', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local messaging twin' });
    });
  }, options.port);
  return server.then((running) => ((origin = new URL(running.url).origin), running));
}
