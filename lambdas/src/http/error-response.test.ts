import { describe, expect, it } from 'vitest';

import { messageKey } from '@careshift/contract/messages';
import {
  ConflictError,
  NotAllowedError,
  NotFoundError,
  ThrottledError,
  ValidationError,
} from '@careshift/domain';

import { errorResponse } from './error-response';
import { invalidInput, notSignedIn } from './http-errors';

const parse = (error: unknown) => {
  const result = errorResponse(error, 'test');
  return { status: result.statusCode, headers: result.headers, body: JSON.parse(result.body ?? '{}') };
};

describe('errorResponse', () => {
  it('should send every field message in English with its key and parameters (issue 33 item 2)', () => {
    const error = new ValidationError(messageKey('startTooFar', { days: 90 }), {
      startDate: messageKey('startTooFar', { days: 90 }),
      registrationExpirationDate: 'Date cannot be in the past.',
      restrictedReasonType: 'Value is required',
    });
    expect(parse(error).body).toEqual({
      message: 'Start must be at most 90 days from now.',
      code: 'INVALID_INPUT',
      fieldErrors: {
        startDate: 'Start must be at most 90 days from now.',
        registrationExpirationDate: 'Date cannot be in the past.',
        restrictedReasonType: 'Value is required',
      },
      fieldMessages: {
        startDate: { key: 'startTooFar', params: { days: '90' } },
        registrationExpirationDate: { key: 'dateInPast' },
        restrictedReasonType: { key: 'required' },
      },
    });
    expect(
      parse(
        invalidInput(messageKey('maxLength', { max: 100 }), { name: messageKey('maxLength', { max: 100 }) }),
      ).body,
    ).toEqual({
      message: 'Must be at most 100 characters.',
      code: 'INVALID_INPUT',
      fieldErrors: { name: 'Must be at most 100 characters.' },
      fieldMessages: { name: { key: 'maxLength', params: { max: '100' } } },
    });
  });

  it('should map each domain error kind to its HTTP status with message and code', () => {
    expect(parse(new NotAllowedError('No.')).status).toBe(403);
    expect(parse(new NotFoundError('Gone.')).status).toBe(404);
    expect(parse(new ConflictError('Already claimed.'))).toMatchObject({
      status: 409,
      body: { message: 'Already claimed.', code: 'CONFLICT' },
    });
    expect(parse(new ValidationError('Bad.', { deadline: 'Too late' }))).toMatchObject({
      status: 400,
      body: { fieldErrors: { deadline: 'Too late' } },
    });
  });

  it('should tell a throttled caller when to retry', () => {
    const { status, headers } = parse(new ThrottledError('Slow down.', 120));
    expect(status).toBe(429);
    expect(headers?.['retry-after']).toBe('120');
  });

  it('should pass pipeline errors through unchanged', () => {
    expect(parse(notSignedIn())).toMatchObject({ status: 401, body: { code: 'NOT_SIGNED_IN' } });
  });

  it('should never expose the internals of an unexpected error', () => {
    const { status, body } = parse(new Error('connect ECONNREFUSED 10.0.0.1:5432'));
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'There was an error.', code: 'INTERNAL' });
  });
});
