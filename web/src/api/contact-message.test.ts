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
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const answering = (response: () => Response): typeof fetch => (async () => response()) as typeof fetch;
const replying = (status: number, reply: unknown): typeof fetch =>
  answering(() => new Response(JSON.stringify(reply), { status, headers: JSON_TYPE }));

/** AWS WAF's Challenge as a fetch gets it: 202, the action header, an HTML type, maybe a page. */
const challenged = (page: string) =>
  answering(
    () =>
      new Response(page, {
        status: 202,
        headers: { 'x-amzn-waf-action': 'challenge', 'content-type': 'text/html; charset=UTF-8' },
      }),
  );
const NOT_SENT = { ok: false, message: undefined };

describe('sendContactForm', () => {
  it("should post the body to the public route and report success on the API's own answer (200, JSON null)", async () => {
    let sent: RequestInit | undefined;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent = init;
      return new Response('null', { status: 200, headers: JSON_TYPE });
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
    await expect(sendContactForm(routes, body, replying(500, { message: 'boom' }))).resolves.toEqual(
      NOT_SENT,
    );
  });

  it("should never take WAF's Challenge for sent: 202 with x-amzn-waf-action, with or without the interstitial", async () => {
    await expect(sendContactForm(routes, body, challenged(''))).resolves.toEqual(NOT_SENT);
    await expect(
      sendContactForm(routes, body, challenged('<!DOCTYPE html><script>window.gokuProps = {};</script>')),
    ).resolves.toEqual(NOT_SENT);
  });

  it("should take nothing but the API's own success for sent: no other 2xx, no HTML page, no other shape", async () => {
    const answers: [string, () => Response][] = [
      ['204 from a proxy', () => new Response(null, { status: 204 })],
      ['202 JSON null', () => new Response('null', { status: 202, headers: JSON_TYPE })],
      [
        '200 HTML page',
        () => new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      ],
      ['200 empty JSON', () => new Response('', { status: 200, headers: JSON_TYPE })],
      ['200 other JSON', () => new Response('{"ok":true}', { status: 200, headers: JSON_TYPE })],
      [
        '200 with a WAF action',
        () =>
          new Response('null', { status: 200, headers: { ...JSON_TYPE, 'x-amzn-waf-action': 'captcha' } }),
      ],
      [
        '403 HTML block page',
        () => new Response('<h1>403</h1>', { status: 403, headers: { 'content-type': 'text/html' } }),
      ],
    ];
    for (const [what, answer] of answers)
      await expect(sendContactForm(routes, body, answering(answer)), what).resolves.toEqual(NOT_SENT);
  });

  it('should report a network failure as not sent', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(sendContactForm(routes, body, offline)).resolves.toEqual(NOT_SENT);
  });
});
