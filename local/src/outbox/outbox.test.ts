import { describe, expect, it } from 'vitest';

import { formatOutboxMessage } from './format';
import { Outbox } from './outbox';

describe('Outbox', () => {
  it('should list messages by recipient, comparing phone numbers without spacing and e-mails without case', () => {
    const outbox = new Outbox({ print: false });
    outbox.append({ channel: 'sms', to: '+35799000001', body: 'Your code is 123456' });
    outbox.append({ channel: 'email', to: 'Maria@Example.com', subject: 'Invoice', body: 'Attached' });
    outbox.append({ channel: 'sms', to: '+35799000002', body: 'Other' });

    expect(outbox.list({ to: '+357 99 000 001' }).map((m) => m.body)).toEqual(['Your code is 123456']);
    expect(outbox.list({ to: 'maria@example.com' }).map((m) => m.subject)).toEqual(['Invoice']);
    expect(outbox.list({ channel: 'sms' })).toHaveLength(2);
    expect(outbox.list()).toHaveLength(3);
  });

  it('should print every message to the terminal as it arrives', () => {
    const printed: string[] = [];
    const outbox = new Outbox({ print: (text) => printed.push(text) });
    outbox.append({ channel: 'sms', to: '+35799000001', body: 'Your code is 123456' });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('SMS to +35799000001');
    expect(printed[0]).toContain('Your code is 123456');
  });

  it('should resolve waitFor with the newest existing message, or the next one to arrive', async () => {
    const outbox = new Outbox({ print: false });
    outbox.append({ channel: 'sms', to: '+35799000001', body: 'first' });
    outbox.append({ channel: 'sms', to: '+35799000001', body: 'second' });
    await expect(outbox.waitFor('+35799000001')).resolves.toMatchObject({ body: 'second' });

    const next = outbox.waitFor('+35799000001', { since: new Date(Date.now() + 1), timeoutMs: 1000 });
    setTimeout(
      () =>
        outbox.append({
          channel: 'sms',
          to: '+35799000001',
          body: 'third',
          at: new Date(Date.now() + 5).toISOString(),
        }),
      10,
    );
    await expect(next).resolves.toMatchObject({ body: 'third' });
  });

  it('should ignore messages to others and reject waitFor after the timeout', async () => {
    const outbox = new Outbox({ print: false });
    const waiting = outbox.waitFor('+35799000009', { timeoutMs: 50, channel: 'sms' });
    outbox.append({ channel: 'sms', to: '+35799000001', body: 'not for you' });
    outbox.append({ channel: 'email', to: '+35799000009', body: 'wrong channel' });
    await expect(waiting).rejects.toThrow(/No sms to \+35799000009 .* within 50 ms/);
  });

  it('should apply a custom match when waiting', async () => {
    const outbox = new Outbox({ print: false });
    outbox.append({ channel: 'email', to: 'a@b.cy', subject: 'Welcome', body: '' });
    const waiting = outbox.waitFor('a@b.cy', { match: (m) => m.subject === 'Invoice 7', timeoutMs: 1000 });
    outbox.append({ channel: 'email', to: 'a@b.cy', subject: 'Invoice 7', body: '' });
    await expect(waiting).resolves.toMatchObject({ subject: 'Invoice 7' });
  });

  it('should forget everything on clear', () => {
    const outbox = new Outbox({ print: false });
    outbox.append({ channel: 'sms', to: '+35799000001', body: 'x' });
    outbox.clear();
    expect(outbox.list()).toEqual([]);
    expect(outbox.latest('+35799000001')).toBeUndefined();
  });
});

describe('formatOutboxMessage', () => {
  it('should frame an e-mail with recipient, sender, subject, body and attachments', () => {
    const text = formatOutboxMessage({
      id: '1',
      channel: 'email',
      to: 'maria@example.com',
      from: 'no-reply@careshift.local',
      subject: 'Your invoice',
      body: 'Dear Maria,\nplease find your invoice attached.',
      attachments: [{ fileName: 'invoice.pdf', contentType: 'application/pdf', size: 1234 }],
      at: '2025-06-01T09:30:00.000Z',
    });
    const lines = text.split('\n');
    expect(lines[0]).toContain('E-mail to maria@example.com · from no-reply@careshift.local · 12:30:00');
    expect(text).toContain('Your invoice');
    expect(text).toContain('please find your invoice attached.');
    expect(text).toContain('invoice.pdf (application/pdf, 1234 bytes)');
    expect(lines.at(-1)).toContain('└─');
  });

  it('should cut long bodies and say how many lines were left out', () => {
    const body = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join('\n');
    const text = formatOutboxMessage({
      id: '1',
      channel: 'sms',
      to: '+35799000001',
      body,
      at: new Date().toISOString(),
    });
    expect(text).toContain('line 15');
    expect(text).not.toContain('line 16');
    expect(text).toContain('… 25 more lines');
  });
});
