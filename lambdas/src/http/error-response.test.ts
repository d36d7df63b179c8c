import { describe, expect, it } from 'vitest';

import {
  ConflictError,
  NotAllowedError,
  NotFoundError,
  ThrottledError,
  ValidationError,
} from '@careshift/domain';

import { errorResponse } from './error-response';
import { notSignedIn } from './http-errors';

const parse = (error: unknown) => {
  const result = errorResponse(error, 'test');
  return { status: result.statusCode, headers: result.headers, body: JSON.parse(result.body ?? '{}') };
};

describe('errorResponse', () => {
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
