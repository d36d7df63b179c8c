import { describe, expect, it } from 'vitest';

import { ApiError } from './api-error';
import { callOperation, hasOperation } from './client';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: unknown, sent: Sent[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text === '' ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

const position = {
  id: 'p1',
  name: 'Nurse',
  normalDayHourlyRate: 1500,
  normalNightHourlyRate: 1800,
  holidayDayHourlyRate: 2000,
  holidayNightHourlyRate: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('callOperation', () => {
  it('should call a public operation without a token and return the parsed reply', async () => {
    const sent: Sent[] = [];
    let asked = false;
    const reply = await callOperation(
      'positions-list',
      {},
      {
        fetch: fakeFetch(200, { items: [position] }, sent),
        getToken: async () => {
          asked = true;
          return 'token';
        },
      },
    );
    expect(reply.items[0]?.name).toBe('Nurse');
    expect(sent[0]?.url).toBe('/api/public/positions');
    expect(sent[0]?.init.method).toBe('GET');
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBeNull();
    expect(asked).toBe(false);
  });

  it('should fill path parameters, send the JSON body and the ID token as bearer', async () => {
    const sent: Sent[] = [];
    const body = {
      name: 'Carer',
      normalDayHourlyRate: 1000,
      normalNightHourlyRate: 1200,
      holidayDayHourlyRate: 1500,
      holidayNightHourlyRate: 1700,
    };
    await callOperation(
      'position-update',
      { path: { positionId: 'a b/c' }, body },
      { fetch: fakeFetch(200, { ...position, ...body }, sent), getToken: async () => 'id-token' },
    );
    expect(sent[0]?.url).toBe('/api/positions/a%20b%2Fc');
    expect(sent[0]?.init.method).toBe('PUT');
    const headers = new Headers(sent[0]?.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer id-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(body);
  });

  it('should accept an empty reply where the contract says null', async () => {
    const reply = await callOperation(
      'position-remove',
      { path: { positionId: 'p1' } },
      { fetch: fakeFetch(200, undefined), getToken: async () => 't' },
    );
    expect(reply).toBeNull();
  });

  it("should take only the API's own 200 for success: never WAF's Challenge (202) nor another 2xx", async () => {
    const challenge = (async () =>
      new Response(null, {
        status: 202,
        headers: { 'x-amzn-waf-action': 'challenge', 'content-type': 'text/html; charset=UTF-8' },
      })) as typeof fetch;
    for (const fetchImpl of [challenge, fakeFetch(204, undefined), fakeFetch(202, null)]) {
      const error = await callOperation(
        'position-remove',
        { path: { positionId: 'p1' } },
        { fetch: fetchImpl, getToken: async () => 't' },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'INVALID_REPLY', message: 'There was an error.' });
    }
  });

  it('should turn an error reply into an ApiError with message, code and field errors', async () => {
    const failing = fakeFetch(400, {
      message: 'Invalid input',
      code: 'INVALID_INPUT',
      fieldErrors: { name: 'Value is required' },
    });
    const error = await callOperation(
      'position-create',
      { body: { ...position, name: '' } },
      { fetch: failing, getToken: async () => 't' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      code: 'INVALID_INPUT',
      fieldErrors: { name: 'Value is required' },
    });
  });

  it('should give the generic message when the error body is not an error reply', async () => {
    const error = await callOperation(
      'positions-list',
      {},
      { fetch: fakeFetch(502, '<html>bad gateway</html>') },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'There was an error.', code: 'HTTP_502' });
  });

  it('should reject a reply that does not match the contract output', async () => {
    const error = await callOperation(
      'positions-list',
      {},
      { fetch: fakeFetch(200, { items: [{ id: 1 }] }) },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_REPLY' });
  });

  it('should report a network failure as status 0 with code NETWORK', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await callOperation('positions-list', {}, { fetch: offline }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});

describe('callOperation with a file reply', () => {
  const pdf = (headers: Record<string, string>) =>
    (async () =>
      new Response(new Uint8Array([37, 80, 68, 70]), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', ...headers },
      })) as unknown as typeof fetch;

  it("should return the file and the server's name for it where the contract's output is a file", async () => {
    const file = await callOperation(
      'request-paymentNote',
      { path: { shiftId: 's1' } },
      {
        fetch: pdf({ 'Content-Disposition': 'attachment; filename="PAYMENT-NOTE-7.pdf"' }),
        getToken: async () => 't',
      },
    );
    expect(file.fileName).toBe('PAYMENT-NOTE-7.pdf');
    expect(file.blob.size).toBe(4);
  });

  it('should reject a file where the contract promises JSON', async () => {
    const error = await callOperation('positions-list', {}, { fetch: pdf({}) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_REPLY' });
  });

  it('should refuse a protected call without a signed-in user without asking the server', async () => {
    let asked = false;
    const fetchImpl = (async () => {
      asked = true;
      return new Response('{}');
    }) as unknown as typeof fetch;
    const error = await callOperation(
      'request-paymentNote',
      { path: { shiftId: 's1' } },
      { fetch: fetchImpl, getToken: async () => undefined },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
    expect(asked).toBe(false);
  });
});

describe('hasOperation', () => {
  it('should know the operations of the contract table and nothing else', () => {
    expect(hasOperation('positions-list')).toBe(true);
    expect(hasOperation('no-such-operation')).toBe(false);
    expect(hasOperation('toString')).toBe(false);
  });
});
