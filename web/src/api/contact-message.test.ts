import { describe, expect, it } from 'vitest';

import { sendContactForm } from './contact-message';

const routes = { 'settings-contactForm': { method: 'POST', path: '/api/public/contact' } };
const body = {
  name: 'Eleni',
  email: 'eleni@example.com',
  subject: 'I want to hire nurses',
  phoneNumber: '+35799123456',
  message: 'No message',
};
const replying = (status: number, reply: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(reply), { status })) as typeof fetch;

describe('sendContactForm', () => {
  it('should post the body to the public route and report success', async () => {
    let sent: RequestInit | undefined;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent = init;
      return new Response('null', { status: 200 });
    }) as typeof fetch;
    await expect(sendContactForm(routes, body, fetchImpl)).resolves.toEqual({ ok: true });
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(String(sent?.body))).toEqual(body);
  });

  it("should give the server's message on a refusal", async () => {
    const reply = {
      message: 'Too many messages. Please try again in 50 minutes.',
      code: 'CONTACT_THROTTLED',
    };
    await expect(sendContactForm(routes, body, replying(429, reply))).resolves.toEqual({
      ok: false,
      message: reply.message,
    });
  });

  it('should give no message for a server fault', async () => {
    await expect(sendContactForm(routes, body, replying(500, { message: 'boom' }))).resolves.toEqual({
      ok: false,
      message: undefined,
    });
  });
});
