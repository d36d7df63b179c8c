import { beforeAll, describe, expect, it } from 'vitest';

import { contactBodySchema } from '@careshift/contract';
import type { ContactRequestBody } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import { createRecordingSender } from '../notifications/message-sender';

import { ContactThrottledError, sendContactMessage, sendFeatureIdea } from './contact';
import type { HelpCenterDeps } from './contact';
import { listEnquiries, setEnquiryStatus } from './enquiries';

const NOW = new Date('2031-03-12T09:10:00.000Z');
const INBOX = 'inbox@careshift.test';

const message = (overrides: Partial<ContactRequestBody> = {}) =>
  contactBodySchema.parse({
    name: 'Eleni Christou',
    email: 'eleni@example.com',
    subject: 'I want to hire nurses',
    phoneNumber: '+35799123456',
    message: 'We need two nurses for nights.',
    lang: 'en',
    ...overrides,
  });

describe('contact form and feature ideas (settings-contactForm, settings-featureIdea)', () => {
  let repos: Repositories;
  let deps: HelpCenterDeps;
  let sent: ReturnType<typeof createRecordingSender>['sent'];

  beforeAll(async () => {
    const db = await createTestDb();
    repos = createRepositories(db.service);
    const recording = createRecordingSender();
    sent = recording.sent;
    deps = {
      contactMessages: repos.contactMessages,
      contactSends: repos.contactSends,
      sender: recording.sender,
      inbox: INBOX,
      clock: { now: () => NOW },
      logError: () => undefined,
    };
  });

  it('should store the enquiry, e-mail the inbox and acknowledge the sender in their language', async () => {
    sent.length = 0;
    const body = message({ email: 'maria@example.com', lang: 'el', message: '<b>Hello</b>' });
    await expect(sendContactMessage(deps, body, '198.51.100.1')).resolves.toBeNull();
    expect(sent).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: INBOX,
        subject: 'Contact form: I want to hire nurses',
      }),
      expect.objectContaining({ channel: 'email', to: 'maria@example.com', subject: 'Λάβαμε το μήνυμά σας' }),
    ]);
    expect(sent[0]?.text).toContain('<b>Hello</b>');
    expect(sent[1]?.text).toContain('Σας ευχαριστούμε');
    const page = await listEnquiries(deps, undefined);
    expect(page.items).toContainEqual(
      expect.objectContaining({
        kind: 'CONTACT',
        status: 'NEW',
        email: 'maria@example.com',
        message: '<b>Hello</b>',
      }),
    );
  });

  it('should acknowledge in English by default', async () => {
    sent.length = 0;
    await sendContactMessage(deps, message({ email: 'john@example.com', lang: undefined }), '198.51.100.2');
    expect(sent[1]).toMatchObject({ to: 'john@example.com', subject: 'We received your message' });
  });

  it('should answer success to a filled honeypot and store, count and send nothing', async () => {
    sent.length = 0;
    const before = (await listEnquiries(deps, undefined)).items.length;
    for (let i = 0; i < 7; i += 1) {
      await expect(
        sendContactMessage(
          deps,
          message({ email: 'bot@example.com', website: 'http://spam' }),
          '198.51.100.3',
        ),
      ).resolves.toBeNull();
    }
    expect(sent).toEqual([]);
    expect((await listEnquiries(deps, undefined)).items).toHaveLength(before);
    await expect(
      sendContactMessage(deps, message({ email: 'bot@example.com' }), '198.51.100.3'),
    ).resolves.toBeNull();
  });

  it('should refuse the 6th message from one address within the window with 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      await sendContactMessage(deps, message({ email: `sender-${i}@example.com` }), '203.0.113.9');
    }
    const refused = sendContactMessage(deps, message({ email: 'sender-6@example.com' }), '203.0.113.9');
    await expect(refused).rejects.toBeInstanceOf(ContactThrottledError);
    await expect(refused).rejects.toThrow('Too many messages. Please try again in 50 minutes.');
    await expect(
      sendContactMessage(deps, message({ email: 'sender-7@example.com' }), '203.0.113.10'),
    ).resolves.toBeNull();
  });

  it('should refuse the 6th message from one e-mail address from any address, in its language', async () => {
    for (let i = 0; i < 5; i += 1) {
      await sendContactMessage(deps, message({ email: 'Same@Example.com' }), `192.0.2.${i + 1}`);
    }
    await expect(
      sendContactMessage(deps, message({ email: 'same@example.com', lang: 'el' }), '192.0.2.99'),
    ).rejects.toThrow('Στείλατε πολλά μηνύματα. Δοκιμάστε ξανά σε 50 λεπτά.');
  });

  it('should store a feature idea, e-mail it to the inbox and let an administrator mark it answered', async () => {
    sent.length = 0;
    const viewer = {
      userId: 'partner-1',
      role: 'EMPLOYEE' as const,
      clientId: undefined,
      email: undefined,
      phoneNumber: '+35799000001',
      issuedAt: undefined,
    };
    await sendFeatureIdea(deps, viewer, { title: 'Calendar export', description: 'Export my shifts.' });
    expect(sent).toEqual([expect.objectContaining({ to: INBOX, subject: 'Feature idea: Calendar export' })]);
    const idea = (await listEnquiries(deps, undefined)).items.find((item) => item.kind === 'FEATURE_IDEA');
    expect(idea).toMatchObject({ status: 'NEW', subject: 'Calendar export', answeredAt: null });
    const answered = await setEnquiryStatus(deps, idea?.id ?? '', 'ANSWERED');
    expect(answered).toMatchObject({ status: 'ANSWERED', answeredAt: NOW.toISOString() });
    await expect(setEnquiryStatus(deps, 'missing', 'ANSWERED')).rejects.toThrow(
      'This enquiry does not exist.',
    );
  });
});
