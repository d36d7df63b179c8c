import { describe, expect, it } from 'vitest';

import { emailAddress, parseSendEmail, SesError } from './ses-send-email';
import type { SnsError } from './sns-publish';
import { parseSnsPublish } from './sns-publish';

const simple = (overrides: object = {}) =>
  JSON.stringify({
    FromEmailAddress: 'CareShift <no-reply@careshift.local>',
    Destination: { ToAddresses: ['Maria <maria@example.com>'], CcAddresses: ['ops@careshift.local'] },
    Content: { Simple: { Subject: { Data: 'Invoice INV-7' }, Body: { Text: { Data: 'Please pay.' } } } },
    ...overrides,
  });

describe('parseSendEmail', () => {
  it('should make one message per recipient with sender, subject and text', () => {
    const messages = parseSendEmail(simple());
    expect(messages.map((m) => m.to)).toEqual(['maria@example.com', 'ops@careshift.local']);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      from: 'CareShift <no-reply@careshift.local>',
      subject: 'Invoice INV-7',
      body: 'Please pay.',
    });
  });

  it('should keep the HTML, derive text from it when there is none, and describe attachments', () => {
    const [message] = parseSendEmail(
      simple({
        Content: {
          Simple: {
            Subject: { Data: 'Payment note' },
            Body: { Html: { Data: '<p>Hello&nbsp;Maria</p><p>Total &amp; due</p>' } },
            Attachments: [
              {
                FileName: 'note.pdf',
                ContentType: 'application/pdf',
                RawContent: Buffer.from('%PDF-1.7').toString('base64'),
              },
            ],
          },
        },
      }),
    );
    expect(message?.html).toContain('<p>Hello');
    expect(message?.body).toBe('Hello Maria\nTotal & due');
    expect(message?.attachments).toEqual([{ fileName: 'note.pdf', contentType: 'application/pdf', size: 8 }]);
  });

  it('should read recipients, sender and subject from a raw MIME message', () => {
    const raw = [
      'From: CareShift <no-reply@careshift.local>',
      'To: a@example.com, B <b@example.com>',
      'Subject: Raw',
      ' folded subject',
      '',
      'Body text',
    ].join('\r\n');
    const messages = parseSendEmail(
      JSON.stringify({ Content: { Raw: { Data: Buffer.from(raw).toString('base64') } } }),
    );
    expect(messages.map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(messages[0]).toMatchObject({
      subject: 'Raw folded subject',
      body: 'Body text',
      from: 'CareShift <no-reply@careshift.local>',
    });
  });

  it('should refuse what SES refuses: no recipient, bad address, no sender, no content, templates', () => {
    expect(() => parseSendEmail(simple({ Destination: {} }))).toThrow(SesError);
    expect(() => parseSendEmail(simple({ Destination: { ToAddresses: ['not-an-address'] } }))).toThrow(
      /Illegal address/,
    );
    expect(() => parseSendEmail(simple({ FromEmailAddress: undefined }))).toThrow(/FromEmailAddress/);
    expect(() => parseSendEmail(simple({ Content: {} }))).toThrow(/Content is required/);
    expect(() => parseSendEmail(simple({ Content: { Template: { TemplateName: 'x' } } }))).toThrow(
      /templates/,
    );
    expect(() => parseSendEmail('{nope')).toThrow(/not valid JSON/);
  });

  it('should take the address out of a display name', () => {
    expect(emailAddress('Maria P <maria@example.com>')).toBe('maria@example.com');
    expect(emailAddress(' plain@example.com ')).toBe('plain@example.com');
  });
});

describe('parseSnsPublish', () => {
  const form = (params: Record<string, string>) =>
    new URLSearchParams({ Action: 'Publish', Version: '2010-03-31', ...params }).toString();

  it('should turn a publish to a phone number into an SMS, with the sender id when set', () => {
    expect(
      parseSnsPublish(
        form({
          PhoneNumber: '+35799123456',
          Message: 'Your code is 123456',
          'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
          'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
          'MessageAttributes.entry.2.Name': 'AWS.SNS.SMS.SenderID',
          'MessageAttributes.entry.2.Value.StringValue': 'CareShift',
        }),
      ),
    ).toEqual({ channel: 'sms', to: '+35799123456', body: 'Your code is 123456', from: 'CareShift' });
  });

  it('should refuse numbers that are not E.164, empty or too long messages, topics and other actions', () => {
    const codeOf = (text: string) => {
      try {
        parseSnsPublish(text);
        return 'accepted';
      } catch (error) {
        return (error as SnsError).code;
      }
    };
    expect(codeOf(form({ PhoneNumber: '99123456', Message: 'x' }))).toBe('InvalidParameter');
    expect(codeOf(form({ PhoneNumber: '+35799123456', Message: '' }))).toBe('InvalidParameter');
    expect(codeOf(form({ PhoneNumber: '+35799123456', Message: 'x'.repeat(1601) }))).toBe('InvalidParameter');
    expect(codeOf(form({ TopicArn: 'arn:aws:sns:eu-central-1:1:t', Message: 'x' }))).toBe('InvalidParameter');
    expect(codeOf(new URLSearchParams({ Action: 'CreateTopic', Name: 't' }).toString())).toBe(
      'InvalidAction',
    );
    expect(codeOf(form({ PhoneNumber: '+35799123456', Message: 'x'.repeat(1600) }))).toBe('accepted');
  });
});
