import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { freePort } from '../twins/free-port';

import type { OutboxMessage } from './message';
import { startMessagingTwin } from './messaging-twin';
import type { MessagingTwin } from './messaging-twin';
import { Outbox } from './outbox';
import { createOutboxClient } from './outbox-client';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

describe('startMessagingTwin', () => {
  const outbox = new Outbox({ print: false });
  let twin: MessagingTwin;
  let sns: SNSClient;
  let ses: SESv2Client;

  beforeAll(async () => {
    twin = await startMessagingTwin({ port: await freePort(), outbox });
    sns = new SNSClient({ region: 'eu-central-1', endpoint: twin.url, credentials });
    ses = new SESv2Client({ region: 'eu-central-1', endpoint: twin.url, credentials });
  });
  afterAll(async () => {
    sns.destroy();
    ses.destroy();
    await twin.stop();
  });
  beforeEach(() => outbox.clear());

  it('should deliver an SMS sent with the SDK SNSClient into the outbox and answer with a MessageId', async () => {
    const reply = await sns.send(
      new PublishCommand({
        PhoneNumber: '+35799123456',
        Message: 'Your CareShift code is 481516',
        MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
      }),
    );
    expect(reply.MessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(outbox.list({ to: '+35799123456' })).toEqual([
      expect.objectContaining({ channel: 'sms', body: 'Your CareShift code is 481516' }),
    ]);
  });

  it('should reject an SMS to a number that is not E.164 with the error SNS gives', async () => {
    const error = await sns
      .send(new PublishCommand({ PhoneNumber: '99123456', Message: 'x' }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InvalidParameterException', $metadata: { httpStatusCode: 400 } });
    expect(outbox.list()).toEqual([]);
  });

  it('should deliver an e-mail sent with the SDK SESv2Client to every recipient, attachments included', async () => {
    const reply = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'CareShift <no-reply@careshift.local>',
        Destination: { ToAddresses: ['maria@example.com'], BccAddresses: ['audit@careshift.local'] },
        Content: {
          Simple: {
            Subject: { Data: 'Invoice INV-0007' },
            Body: {
              Text: { Data: 'Your invoice is attached.' },
              Html: { Data: '<p>Your invoice is attached.</p>' },
            },
            Attachments: [
              { FileName: 'INV-0007.pdf', ContentType: 'application/pdf', RawContent: new Uint8Array(2048) },
            ],
          },
        },
      }),
    );
    expect(reply.MessageId).toBeTruthy();
    const [toMaria] = outbox.list({ to: 'maria@example.com' });
    expect(toMaria).toMatchObject({
      channel: 'email',
      subject: 'Invoice INV-0007',
      body: 'Your invoice is attached.',
      attachments: [{ fileName: 'INV-0007.pdf', contentType: 'application/pdf', size: 2048 }],
    });
    expect(outbox.list({ to: 'audit@careshift.local' })).toHaveLength(1);
  });

  it('should reject an e-mail without recipients with a BadRequestException', async () => {
    const error = await ses
      .send(
        new SendEmailCommand({
          FromEmailAddress: 'no-reply@careshift.local',
          Destination: { ToAddresses: [] },
          Content: { Simple: { Subject: { Data: 's' }, Body: { Text: { Data: 'b' } } } },
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'BadRequestException', $metadata: { httpStatusCode: 400 } });
  });

  it('should let another process read and wait for messages with GET /outbox', async () => {
    const since = new Date().toISOString();
    const waiting = fetch(
      `${twin.url}/outbox?to=${encodeURIComponent('+35799000777')}&since=${since}&waitMs=3000`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sns.send(new PublishCommand({ PhoneNumber: '+35799000777', Message: 'Code 222333' }));
    const { items } = (await (await waiting).json()) as { items: OutboxMessage[] };
    expect(items.map((item) => item.body)).toEqual(['Code 222333']);

    const none = await fetch(`${twin.url}/outbox?to=nobody@example.com&waitMs=100`);
    expect(await none.json()).toEqual({ items: [] });

    expect((await fetch(`${twin.url}/outbox`, { method: 'DELETE' })).status).toBe(204);
    expect(outbox.list()).toEqual([]);
  });

  it('should give tests in other processes an outbox client that lists, waits and clears', async () => {
    const client = createOutboxClient(twin.url);
    const since = new Date();
    const waiting = client.waitFor('+357 99 000 888', { channel: 'sms', since, timeoutMs: 3000 });
    await sns.send(new PublishCommand({ PhoneNumber: '+35799000888', Message: 'Code 909090' }));
    await expect(waiting).resolves.toMatchObject({ body: 'Code 909090' });
    expect(await client.list({ channel: 'sms' })).toHaveLength(1);
    await expect(client.waitFor('+35799000888', { channel: 'email', timeoutMs: 100 })).rejects.toThrow(
      /No email to \+35799000888/,
    );
    await client.clear();
    expect(await client.list()).toEqual([]);
  });

  it('should answer 404 for calls it does not speak', async () => {
    const response = await fetch(`${twin.url}/v2/email/templates`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
